// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createMockEnv } from '@mocks/env';
import { nextAutoPayoutAt } from '@mocks/areas/payouts/views';
import type { TierName } from '@octoss/contract/common';
import { netOfGross } from '@octoss/contract/terms';
import { dayMs } from '@/domain/time';
import { isExistingAccount, newDemoAccountUid } from '@/domain/uidLinks';
import { uidLinkStatusAt } from '@mocks/areas/payback/rules';

/** The server's rules are written once and every part of the mock answers by them. */
describe('server rules, one place each', () => {
  const env = createMockEnv({ dataset: 'demo' });

  it('net = 90% of gross, to the cent: every seeded accrual and settlement', () => {
    expect(netOfGross(145.2)).toBe(130.68);
    expect(netOfGross(1.45)).toBe(1.31);
    const rows = [...env.db.accrual.getAll(), ...env.db.settlement.getAll()];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.net, row.id).toBe(netOfGross(row.gross));
  });
});

describe('the next auto payout', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const env = createMockEnv({ dataset: 'demo', now: () => now });
  const setTier = (tier: TierName) => env.db.user.update({ where: { id: { equals: 'user-demo' } }, data: { tier } });

  it("follows the tier's payout cadence from the last auto payout", () => {
    // The demo's Silver trader is paid bi-weekly and was last paid 7 days ago.
    setTier('Silver');
    expect(nextAutoPayoutAt(env)).toBe(new Date(now + 7 * dayMs).toISOString());
    setTier('Bronze');
    expect(nextAutoPayoutAt(env)).toBe(new Date(now + 23 * dayMs).toISOString());
    setTier('Partner');
    expect(nextAutoPayoutAt(env)).toBe(new Date(now + dayMs).toISOString());
    setTier('Silver');
  });
});

describe('demo account UIDs', () => {
  it('are new accounts by the existing-account rule, whatever the draw', () => {
    for (const draw of [0, 0.1, 0.10009999, 0.5, 0.99999999]) {
      const uid = newDemoAccountUid(() => draw);
      expect(uid, String(draw)).toMatch(/^\d{8}$/);
      expect(isExistingAccount(uid), uid).toBe(false);
      expect(uidLinkStatusAt({ uid, createdAt: 0 }, 60_000).status).toBe('APPROVED');
    }
    expect(isExistingAccount('10001234')).toBe(true);
  });
});
