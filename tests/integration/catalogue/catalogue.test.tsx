import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import AiPage from '@/features/ai/AiPage';
import FaqPage from '@/features/faq/FaqPage';
import MarketPage from '@/features/market/MarketPage';
import { renderPage } from '../../support/renderPage';
import { useMockServer } from '../../support/mockServer';

describe('catalogue pages', () => {
  const { env } = useMockServer();

  it('FAQ: grouped items, search over questions and answers, deep link opens one', async () => {
    const user = userEvent.setup();
    await renderPage(<FaqPage />, { path: '/app/faq#minimum-claim' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Payouts' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'What is the minimum claim?' })).toHaveAttribute('aria-expanded', 'true');
    await user.type(screen.getByRole('searchbox', { name: 'Search questions and answers' }), 'ERC-20');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 questions'));
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'zzzz');
    expect(await screen.findByText('No answer matches “zzzz”')).toBeInTheDocument();
  });

  it('FAQ in Korean comes from the API in Korean', async () => {
    await renderPage(<FaqPage />, { path: '/app/faq', language: 'ko' });
    expect(await screen.findByText('최소 청구 금액은 얼마인가요?')).toBeInTheDocument();
  });

  it('AI: buttons follow the status, Launch opens the demo panel', async () => {
    const user = userEvent.setup();
    await renderPage(<AiPage />, { path: '/app/ai' });
    expect(await screen.findAllByRole('button', { name: /^Launch Assistant/ })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /^Try Beta/ })).toHaveLength(2);
    screen.getAllByRole('button', { name: /^Coming Soon/ }).forEach((button) => expect(button).toBeDisabled());
    await user.click(screen.getByRole('button', { name: 'Launch Assistant: Trading Advisor' }));
    expect(await screen.findByRole('dialog', { name: 'Trading Advisor' })).toHaveTextContent(
      'Fee breakdown per exchange',
    );
    expect(screen.getByText('Contact Sales').closest('a')).toHaveAttribute('href', expect.stringContaining('mailto:'));
  });

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
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Default order');
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Rating' }));
    await waitFor(async () =>
      expect(await titles()).toEqual([
        'Swing Strategy Vault',
        'Alpha Signals Pro',
        'GridMaster Bot',
        'Futures Mentor Club',
      ]),
    );
    expect(router.state.location.search).toBe('?sort=rating');
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Default order' }));
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
