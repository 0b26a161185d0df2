import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DashboardPage from '@/features/dashboard/DashboardPage';
import ReferralPage from '@/features/referral/ReferralPage';
import { renderPage } from '../../support/renderPage';
import { useMockServer } from '../../support/mockServer';

/** Issue 15, item 14: one question, one answer, whichever screen asks it. */
describe('the Partner Hub tells one story', () => {
  const { env } = useMockServer();

  it("the calculator, given the headline's inputs, gives the headline's figure (a Silver trader too)", async () => {
    await renderPage(<ReferralPage />, { path: '/app/referral' });
    expect(await screen.findByText('OCTOSS-7F3K')).toBeInTheDocument();
    expect(screen.getByText('3 active friends = up to $1,620/month')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Active friends' })).toHaveValue(3);
    expect(screen.getByRole('spinbutton', { name: 'Average payback per friend (USD)' })).toHaveValue(540);
    expect(screen.getByText(/Your potential per month/)).toHaveTextContent('Your potential per month: $1,620.00');
  });

  it('the referral count, the Recent Referrals list and the Dashboard funnel count the same friends', async () => {
    const friends = env.db.referral.getAll().filter((row) => row.referrerId === 'user-demo');
    const active = friends.filter((row) => row.active).length;
    expect(friends.length).toBeGreaterThan(0);

    const hub = await renderPage(<ReferralPage />, { path: '/app/referral' });
    // The stats' labels show at once, their figures once the summary has come with the code.
    expect(await screen.findByText('OCTOSS-7F3K')).toBeInTheDocument();
    expect(screen.getByText('Total referrals').closest('.MuiCard-root')).toHaveTextContent(String(friends.length));
    expect(screen.getByText('Active (7 days)').closest('.MuiCard-root')).toHaveTextContent(String(active));
    expect(screen.queryByText('No referrals yet')).not.toBeInTheDocument();
    const recent = screen.getByRole('table', { name: 'Recent Referrals' });
    expect(within(recent).getAllByRole('row').length - 1).toBe(Math.min(friends.length, 10));
    hub.unmount();

    await renderPage(<DashboardPage />, { path: '/app/dashboard' });
    const card = await screen.findByRole('region', { name: 'Partner Hub' });
    expect(within(card).getByText('Signups').parentElement).toHaveTextContent(String(friends.length));
    expect(within(card).getByText('Active').parentElement).toHaveTextContent(String(active));
  });

  it('with no referred friends every figure says none', async () => {
    env.db.referral.deleteMany({ where: {} });
    await renderPage(<ReferralPage />, { path: '/app/referral' });
    expect(await screen.findByText('No referrals yet')).toBeInTheDocument();
    expect(screen.getByText('Total referrals').closest('.MuiCard-root')).toHaveTextContent(/Total referrals\s*0$/);
  });
});
