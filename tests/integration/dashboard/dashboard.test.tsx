import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DashboardPage from '@/features/dashboard/DashboardPage';
import { currentToasts } from '@/lib/toast';
import { renderPage } from '../../support/renderPage';
import { useMockServer } from '../../support/mockServer';

describe('Dashboard', () => {
  const { env } = useMockServer();

  it("the Payouts card's cadence is the tier's, as on the Payouts page (Silver: bi-weekly)", async () => {
    await renderPage(<DashboardPage />, { path: '/app/dashboard' });
    // The cards come in after the title (a waited-for state, with room for a busy machine).
    await screen.findByRole('region', { name: 'Earnings' });
    expect(
      within(screen.getByRole('region', { name: 'Payouts' })).getByText('Next: Bi-weekly (Auto)'),
    ).toBeInTheDocument();
  });

  it('shows the eight cards with the demo figures and links', async () => {
    await renderPage(<DashboardPage />, { path: '/app/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Demo Data')).toBeInTheDocument();
    // The title stands while the cards load.
    const earnings = await screen.findByRole('region', { name: 'Earnings' });
    expect(within(earnings).getByText('376.61 USDT')).toBeInTheDocument();
    expect(within(earnings).getByRole('img', { name: /last 30 days/ })).toBeInTheDocument();
    expect(within(earnings).getByRole('link', { name: 'View ledger' })).toHaveAttribute(
      'href',
      '/app/payouts?tab=history',
    );
    const proof = screen.getByRole('region', { name: 'Trustboard (Proof)' });
    expect(within(proof).getByRole('link', { name: 'Raise dispute' })).toHaveAttribute(
      'href',
      '/app/trustboard?filter=discrepancy',
    );
    expect(screen.getByRole('region', { name: 'oCTOSS & Tiers' })).toHaveTextContent('2,847');
    expect(screen.getByRole('region', { name: 'Partner Hub' })).toHaveTextContent('OCTOSS-7F3K');
    expect(screen.getByRole('region', { name: 'Promos & Events' })).toHaveTextContent('3 expiring soon');
    expect(screen.getAllByRole('region')).toHaveLength(8);
  });

  it('prompts to add a first exchange when none is linked, and disables Claim now at 0', async () => {
    env.db.uidLink.deleteMany({ where: {} });
    env.db.balance.update({ where: { userId: { equals: 'user-demo' } }, data: { claimable: 0 } });
    await renderPage(<DashboardPage />, { path: '/app/dashboard' });
    expect(await screen.findByText('Add your first exchange')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Earnings' })).getByRole('link', { name: 'Claim now' }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(
      within(screen.getByRole('region', { name: 'Next best action' })).getByText('Link your first exchange'),
    ).toBeInTheDocument();
  });

  it('says a failed load once: the error state, no toast repeating it', async () => {
    env.faults.fail.add('dashboard');
    await renderPage(<DashboardPage />, { path: '/app/dashboard' });
    expect(await screen.findByText('Failed to load dashboard data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(currentToasts()).toEqual([]);
  });

  it('a refresh that fails behind the shown cards says so in a toast (the cards stay)', async () => {
    const { queryClient } = await renderPage(<DashboardPage />, { path: '/app/dashboard' });
    await screen.findByRole('region', { name: 'Earnings' });
    env.faults.fail.add('dashboard');
    await queryClient.refetchQueries();
    expect(
      currentToasts().some(
        (toast) =>
          toast.title === 'Error loading dashboard' &&
          toast.description === "We couldn't load your dashboard data. Please try again.",
      ),
    ).toBe(true);
    expect(screen.getByRole('region', { name: 'Earnings' })).toBeInTheDocument();
  });
});
