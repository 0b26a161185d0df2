// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addMoney, percentOf, subtractMoney } from '@octoss/contract/money';
import { bonusPercentOf, displayedRate, firstTierPaid, multiplierOf } from '@/domain/tiers';
import { nextTierAt, tierForScore, tierProgressPercent, tierTable } from '@mocks/areas/value-zone/rules';
import { tierView } from '@mocks/areas/value-zone/views';

const tiers = tierTable.map(tierView);

describe('money on integer cents', () => {
  it('adds and subtracts without float drift', () => {
    expect(addMoney(0.1, 0.2)).toBe(0.3);
    expect(subtractMoney(376.61, 100)).toBe(276.61);
    expect(percentOf(30.78, 0.9)).toBe(27.7);
  });
});

describe('tiers (spec section 9)', () => {
  it('names the first tier paid at each cadence from the table (the payouts upgrade text)', () => {
    expect([
      firstTierPaid(tiers, 'Monthly'),
      firstTierPaid(tiers, 'Bi-weekly'),
      firstTierPaid(tiers, 'Weekly'),
      firstTierPaid(tiers, 'Daily'),
    ]).toEqual(['Bronze', 'Silver', 'Gold', 'Partner']);
  });

  it('shows the bonus and the displayed rate to 1 decimal', () => {
    expect(bonusPercentOf(multiplierOf(tiers, 'Silver')!)).toBe(1);
    expect(bonusPercentOf(multiplierOf(tiers, 'Partner')!)).toBe(5);
    expect(bonusPercentOf(1.03)).toBe(3);
    expect(displayedRate(0.08, multiplierOf(tiers, 'Silver')!)).toBe(8.1);
    expect(displayedRate(0.1, multiplierOf(tiers, 'Bronze')!)).toBe(10);
  });

  it('computes progress between tier minimums and the demo next-tier figure', () => {
    expect(tierProgressPercent(2847, 'Silver')).toBe(46);
    expect(tierProgressPercent(999_999, 'Partner')).toBe(100);
    expect(nextTierAt(2847, 'Silver')).toBe(4000);
    expect(nextTierAt(60_000, 'Partner')).toBeNull();
    expect(tierForScore(15_000)).toBe('Platinum');
    expect(tierForScore(999)).toBe('Bronze');
  });
});
