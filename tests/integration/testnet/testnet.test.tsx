import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
