import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { faultRoute } from '@mocks/faults';
import { describe, expect, it } from 'vitest';
import DashboardPage from '@/features/dashboard/DashboardPage';
import PaybackPage from '@/features/payback/PaybackPage';
import PayoutsPage from '@/features/payouts/PayoutsPage';
import PlaybookPage from '@/features/playbook/PlaybookPage';
import TrustboardPage from '@/features/trustboard/TrustboardPage';
import ValueZonePage from '@/features/value-zone/ValueZonePage';
import { renderPage } from '../../support/renderPage';
import { useMockServer } from '../../support/mockServer';

/**
 * Where the contract carries a value, the screen shows that field and never computes it: each test
 * answers with figures the client's own rules would not produce and expects the screen to show them.
 */
describe('the screen reads what the contract answers', () => {
  const { env } = useMockServer();

  it("Playbook: the targets are the server's", async () => {
    faultRoute(env.faults, 'getPlaybookTargets', {
      reshape: () => ({ arpuBase: 60, retention: 0.8, monthlyTarget: 320, referralsPerMonth: 4 }),
    });
    await renderPage(<PlaybookPage />, { path: '/app/playbook' });
    expect(await screen.findByText('$60.00')).toBeInTheDocument();
    expect(screen.getByText('80%')).toBeInTheDocument();
    expect(screen.getByText('$320.00')).toBeInTheDocument();
    expect(screen.getByText('4')).toBeInTheDocument();
    expect(screen.getByText(/ARPU = 60\.00 ×/)).toBeInTheDocument();
    expect(
      screen.getByText('4 active friends a month, 80% of them staying: about $320 a month from referrals.'),
    ).toBeInTheDocument();
  });

  it("Value Zone: the progress toward the next tier is the server's nextTierPct", async () => {
    // 2847 points at Silver would compute to 46%; the server says otherwise and is right.
    faultRoute(env.faults, 'getMe', {
      reshape: (me) => ({ ...me, tier: 'Silver', oCTOSSPoints: 2847, nextTier: 'Gold', nextTierPct: 77 }),
    });
    await renderPage(<ValueZonePage />, { path: '/app/value-zone' });
    expect(await screen.findByText('77% of the way to Gold')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '77% of the way to Gold' })).toHaveAttribute('aria-valuenow', '77');
  });

  it("dispute dialog: the SLA is the one the server's tier table states", async () => {
    faultRoute(env.faults, 'listTiers', {
      reshape: (tiers) => tiers.map((rule) => (rule.tier === 'Silver' ? { ...rule, disputeSLA: 36 } : rule)),
    });
    const user = userEvent.setup();
    await renderPage(<TrustboardPage />, { path: '/app/trustboard?filter=discrepancy' });
    const table = await screen.findByRole('table', { name: 'Transaction Reconciliation' });
    await waitFor(() =>
      expect(within(table).getAllByRole('button', { name: 'Report Issue' }).length).toBeGreaterThan(0),
    );
    await user.click(within(table).getAllByRole('button', { name: 'Report Issue' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Report an issue' });
    expect(
      await within(dialog).findByText('Tell us what does not match. Your tier answers disputes within 36 hours.'),
    ).toBeInTheDocument();
  });

  it("Dashboard: the Payouts card names the server's payout cadence, not the one the client would look up for the tier", async () => {
    // The mock's own answer, with a cadence a Silver trader's tier rule would not give.
    faultRoute(env.faults, 'getDashboard', {
      reshape: (dashboard) => ({ ...dashboard, earnings: { ...dashboard.earnings, payoutFrequency: 'Daily' } }),
    });
    await renderPage(<DashboardPage />, { path: '/app/dashboard' });
    expect(await screen.findByText('Next: Daily (Auto)')).toBeInTheDocument();
  });

  it("Payback: the bonus and the rates use the multiplier of the server's tier table, and Next tier at is the session's", async () => {
    // Silver is 1.01 in the mock's table and points + 1153 would give 4,000; the server says 1.03 and 5,000.
    faultRoute(env.faults, 'listTiers', {
      reshape: (tiers) => tiers.map((rule) => (rule.tier === 'Silver' ? { ...rule, multiplier: 1.03 } : rule)),
    });
    faultRoute(env.faults, 'getMe', { reshape: (me) => ({ ...me, tier: 'Silver', nextTierAt: 5000 }) });
    await renderPage(<PaybackPage />, { path: '/app/payback' });
    const card = await screen.findByRole('region', { name: 'Current tier benefits' });
    expect(await within(card).findByText('+3.0%')).toBeInTheDocument();
    expect(within(card).getByText('5,000')).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Linked accounts' });
    expect(await within(screen.getByRole('row', { name: /58213907/ })).findByText('8.2%')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /77340125/ })).getByText('10.3%')).toBeInTheDocument();
    const select = await screen.findByRole('combobox', { name: 'Exchange' });
    expect(within(select).getByRole('option', { name: /CEX-B — up to 6\.2% payback/ })).toBeInTheDocument();
  });

  it('Payback: at the top tier the session answers no next tier, and the card says so', async () => {
    faultRoute(env.faults, 'getMe', {
      reshape: (me) => ({ ...me, tier: 'Partner', nextTier: null, nextTierPct: 100, nextTierAt: null }),
    });
    await renderPage(<PaybackPage />, { path: '/app/payback' });
    const card = await screen.findByRole('region', { name: 'Current tier benefits' });
    expect(await within(card).findByText('+5.0%')).toBeInTheDocument();
    expect(within(card).getByText('—')).toBeInTheDocument();
  });

  it("Payouts: the schedule names the first tier paid weekly from the server's tier table", async () => {
    faultRoute(env.faults, 'listTiers', {
      reshape: (tiers) => tiers.map((rule) => (rule.tier === 'Silver' ? { ...rule, payoutFreq: 'Weekly' } : rule)),
    });
    await renderPage(<PayoutsPage />, { path: '/app/payouts' });
    expect(
      await screen.findByText(
        'Silver gives weekly payouts and priority processing; Partner gives daily payouts and instant claims.',
      ),
    ).toBeInTheDocument();
  });
});
