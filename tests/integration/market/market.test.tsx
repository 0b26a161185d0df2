import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import MarketPage from '@/features/market/MarketPage';
import { renderPage } from '../../support/renderPage';
import { useMockServer } from '../../support/mockServer';

describe('Marketplace', () => {
  const { env } = useMockServer();

  it('Market: search, category tile and sort set the URL and the list', async () => {
    const user = userEvent.setup();
    const { router } = await renderPage(<MarketPage />, { path: '/app/market' });
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(screen.getByText('KYC verification is required for all paid marketplace items')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'grid');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(router.state.location.search).toBe('?q=grid');
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Categories' })).getByRole('button', { name: /Mentoring/ }),
    );
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(router.state.location.search).toBe('?category=mentoring');
  });

  it("Market: the catalogue's own order until a sort is chosen, and back to it", async () => {
    const user = userEvent.setup();
    const { router } = await renderPage(<MarketPage />, { path: '/app/market' });
    const titles = async () =>
      (await screen.findAllByRole('article')).map((card) => within(card).getByRole('heading').textContent);
    expect(await titles()).toEqual([
      'Alpha Signals Pro',
      'GridMaster Bot',
      'Swing Strategy Vault',
      'Futures Mentor Club',
    ]);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Default order');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Rating');
    await waitFor(async () =>
      expect(await titles()).toEqual([
        'Swing Strategy Vault',
        'Alpha Signals Pro',
        'GridMaster Bot',
        'Futures Mentor Club',
      ]),
    );
    expect(router.state.location.search).toBe('?sort=rating');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Default order');
    await waitFor(async () =>
      expect(await titles()).toEqual([
        'Alpha Signals Pro',
        'GridMaster Bot',
        'Swing Strategy Vault',
        'Futures Mentor Club',
      ]),
    );
    expect(router.state.location.search).toBe('');
  });

  it('Market: an empty result offers to clear the filters, and errors offer a retry', async () => {
    await renderPage(<MarketPage />, { path: '/app/market?q=nothing-like-this' });
    expect(await screen.findByText('No product matches these filters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
    env.faults.fail.add('market');
  });
});
