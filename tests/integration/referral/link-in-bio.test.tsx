import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LinkInBioPage from '@/features/referral/LinkInBioPage';
import { config } from '@/lib/config';
import { renderPage } from '../../support/renderPage';
import { useMockServer } from '../../support/mockServer';

// Waits on states, with room for a busy machine.

const metaContent = (name: string) => document.head.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

describe('public profile addresses', () => {
  useMockServer();

  it('an unknown code says profile not found and is noindex', async () => {
    await renderPage(<LinkInBioPage />, { path: '/l/nobody-here', routePath: '/l/:code' });
    expect(await screen.findByRole('heading', { name: 'This profile does not exist' })).toBeInTheDocument();
    await waitFor(() => expect(metaContent('robots')).toBe('noindex,follow'));
  });

  it('a known profile is indexed', async () => {
    await renderPage(<LinkInBioPage />, { path: '/l/octoss-7f3k', routePath: '/l/:code' });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(metaContent('robots')).toBe('index,follow'));
  });

  it('an uppercase code replaces itself with the lowercase address, which is the canonical', async () => {
    const { router } = await renderPage(<LinkInBioPage />, {
      path: '/l/OCTOSS-7F3K?utm_source=x',
      routePath: '/l/:code',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/l/octoss-7f3k'));
    expect(router.state.location.search).toBe('?utm_source=x');
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(canonical()).toBe(`${config.siteUrl}/l/octoss-7f3k`));
  });
});
