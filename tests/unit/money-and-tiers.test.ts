import { describe, expect, it } from 'vitest';
import { addMoney, percentOf, subtractMoney } from '@/domain/money';
import { bonusPercent, displayedPaybackRate, firstTierPaid, nextTierAt } from '@/domain/tiers';
import { tierForScore, tierProgressPercent } from '@mocks/rules/tiers';

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
      firstTierPaid('Monthly'),
      firstTierPaid('Bi-weekly'),
      firstTierPaid('Weekly'),
      firstTierPaid('Daily'),
    ]).toEqual(['Bronze', 'Silver', 'Gold', 'Partner']);
  });

  it('shows the bonus and the displayed rate to 1 decimal', () => {
    expect(bonusPercent('Silver')).toBe(1);
    expect(bonusPercent('Partner')).toBe(5);
    expect(displayedPaybackRate(0.08, 'Silver')).toBe(8.1);
    expect(displayedPaybackRate(0.1, 'Bronze')).toBe(10);
  });

  it('computes progress between tier minimums and the demo next-tier figure', () => {
    expect(tierProgressPercent(2847, 'Silver')).toBe(46);
    expect(tierProgressPercent(999_999, 'Partner')).toBe(100);
    expect(nextTierAt(2847)).toBe(4000);
    expect(tierForScore(15_000)).toBe('Platinum');
    expect(tierForScore(999)).toBe('Bronze');
  });
});
