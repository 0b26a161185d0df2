import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { faultRoute } from '@mocks/faults';
import { i18next, languageCodes } from '@/i18n';
import { storage, storageKeys } from '@/lib/storage';
import TestnetPage from '@/features/testnet/TestnetPage';
import { renderPage } from '../../support/renderPage';
import { useMockServer } from '../../support/mockServer';

describe('Demo / Testnet', () => {
  useMockServer();

  it('offers the data-set switch on the demo data, and going live stays inert', async () => {
    await renderPage(<TestnetPage />, { path: '/app/testnet' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo / Testnet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Demo data' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Testnet sandbox' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Go Live' })).toBeDisabled();
    expect(screen.getByText('Mock Trustboard data')).toBeInTheDocument();
  });
});

describe('Demo / Testnet, the sandbox', () => {
  const { env } = useMockServer({ dataset: 'testnet' });
  beforeEach(() => storage.set(storageKeys.dataset, 'testnet'));
  afterEach(() => storage.remove(storageKeys.dataset));

  it.each(languageCodes)('waits with its actions while the sandbox loads (%s)', async (language) => {
    faultRoute(env.faults, 'listExchanges', { kind: 'hang' });
    await renderPage(<TestnetPage />, { path: '/app/testnet', language });
    await i18next.loadNamespaces('testnet');
    const t = i18next.getFixedT(language, 'testnet');
    for (const key of ['sandbox.simulate', 'sandbox.reset'])
      expect(await screen.findByRole('button', { name: t(key) }), key).toBeDisabled();
    for (const key of ['sandbox.claim', 'sandbox.trustboard'])
      expect(screen.getByRole('link', { name: t(key) }), key).toHaveAttribute('aria-disabled', 'true');
  });

  it('offers the actions once the exchanges are in', async () => {
    await renderPage(<TestnetPage />, { path: '/app/testnet' });
    await screen.findByRole('button', { name: 'Link demo account' });
    expect(screen.getByRole('button', { name: 'Simulate trading fees' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Reset sandbox' })).toBeEnabled();
  });
});
