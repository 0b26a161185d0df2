// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { idempotencyKey, transports, useClockedTransport } from './transports';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Issue 15, item 14: a figure two screens show comes from one place on the server, so two answers
 * to one question never reach the trader.
 */
describe.each(transports)('one story over $name', (transport) => {
  const { send } = useClockedTransport(transport);
  const get = async (path: string) => (await send('get', path)).body as Json;

  it('the Dashboard and the Payout Schedule name one next auto payout', async () => {
    const [dashboard, schedule] = [await get('/api/dashboard'), await get('/api/payouts/schedule')];
    expect(dashboard.earnings.nextPayoutAt).toBe(schedule.nextAutoPayoutAt);
  });

  it('the referral stats, Recent Referrals and the Dashboard funnel count the same friends', async () => {
    const [referral, dashboard] = [await get('/api/referral'), await get('/api/dashboard')];
    expect(referral.stats.totalReferrals).toBeGreaterThan(0);
    expect(referral.recentReferrals.length).toBe(Math.min(referral.stats.totalReferrals, 10));
    expect(dashboard.referral.funnel7d).toEqual(referral.funnel7d);
    expect(referral.stats.activeReferrals).toBe(referral.funnel7d.active);
    expect(referral.funnel7d.signups).toBeLessThanOrEqual(referral.stats.totalReferrals);
  });

  it("the public profile counts the claims and discrepancies the trader's own pages show, also after a claim", async () => {
    const check = async () => {
      const [profile, completed, summary] = [
        await get('/api/profiles/octoss-7f3k'),
        await get('/api/payouts?status=COMPLETED'),
        await get('/api/reconciliations/summary'),
      ];
      const { matched, discrepancy, unmatched } = summary.counts;
      expect(profile.recentClaims).toBe(completed.total);
      expect(profile.discrepancyRate).toBeCloseTo(discrepancy / (matched + discrepancy + unmatched), 10);
    };
    await check();
    expect(
      (await send('post', '/api/payouts/claims', { body: { amount: 20 }, headers: idempotencyKey() })).status,
    ).toBe(201);
    await check();
  });
});
