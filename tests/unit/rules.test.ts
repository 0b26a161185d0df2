import { describe, expect, it } from 'vitest';
import { toCsv } from '@mocks/shared/csv';
import { displayedDealRate, standardDealRate } from '@mocks/areas/deals/rules';
import { filterProducts } from '@mocks/areas/market/rules';
import { nextBestAction } from '@mocks/areas/dashboard/rules';
import { claimProblem } from '@/domain/payouts';
import { parsePeriod } from '@/domain/period';
import { grantablePoints } from '@mocks/areas/value-zone/rules';
import { weekStartUtc } from '@octoss/contract/rules';
import { promoStatus } from '@mocks/areas/promos/rules';
import { exampleMonthlyPotential, referralPotential } from '@/domain/referral';
import { settlementStatusAt } from '@mocks/areas/settlements/rules';
import { recalculateTier } from '@mocks/areas/value-zone/rules';
import { dayMs } from '@/domain/time';
import { uidLinkStatusAt } from '@mocks/areas/payback/rules';
import { addressProblem, toChecksumAddress } from '@/domain/wallet';
import type { MarketProduct } from '@octoss/contract/market';

describe('next best action (spec section 4, in order)', () => {
  const always = () => 0;
  const never = () => 0.99;
  it('links a first exchange, then nudges Bronze about 70% of the time, then discrepancies, then promos', () => {
    expect(nextBestAction({ linkedExchanges: 0, tier: 'Bronze', discrepancies: 3 }, always).type).toBe('link_exchange');
    expect(nextBestAction({ linkedExchanges: 1, tier: 'Bronze', discrepancies: 3 }, always)).toEqual({
      type: 'earn_points',
      href: '/app/value-zone?tab=guide',
    });
    expect(nextBestAction({ linkedExchanges: 1, tier: 'Bronze', discrepancies: 3 }, never).type).toBe(
      'resolve_discrepancy',
    );
    expect(nextBestAction({ linkedExchanges: 1, tier: 'Silver', discrepancies: 0 }, always).type).toBe('browse_promos');
  });
});

describe('time-derived statuses', () => {
  it('approves a UID 2 s after submission, rejects existing accounts', () => {
    expect(uidLinkStatusAt({ uid: '555', createdAt: 0 }, 1999).status).toBe('PENDING');
    expect(uidLinkStatusAt({ uid: '555', createdAt: 0 }, 2000)).toEqual({ status: 'APPROVED', decidedAt: 2000 });
    expect(uidLinkStatusAt({ uid: '1000555', createdAt: 0 }, 5000).status).toBe('REJECTED');
  });

  it('moves a settlement REQUESTED -> PROCESSING at 3 s -> PAID at 8 s', () => {
    expect(settlementStatusAt({ status: 'REQUESTED', requestedAt: 0 }, 2999)).toBe('REQUESTED');
    expect(settlementStatusAt({ status: 'REQUESTED', requestedAt: 0 }, 3000)).toBe('PROCESSING');
    expect(settlementStatusAt({ status: 'REQUESTED', requestedAt: 0 }, 8000)).toBe('PAID');
    expect(settlementStatusAt({ status: 'PENDING', requestedAt: null }, 9e9)).toBe('PENDING');
  });

  it('marks promos ending soon within 3 days and expired after', () => {
    expect(promoStatus(10 * dayMs, 0)).toBe('active');
    expect(promoStatus(3 * dayMs, 0)).toBe('ending_soon');
    expect(promoStatus(0, 1)).toBe('expired');
  });
});

describe('claims and wallets', () => {
  it('applies the $10 minimum and the claimable ceiling', () => {
    expect(claimProblem(9.99, { claimable: 376.61, minimumClaim: 10 })).toBe('below_minimum');
    expect(claimProblem(376.62, { claimable: 376.61, minimumClaim: 10 })).toBe('above_claimable');
    expect(claimProblem(5, { claimable: 5, minimumClaim: 10 })).toBe('nothing_to_claim');
    expect(claimProblem(10, { claimable: 376.61, minimumClaim: 10 })).toBeNull();
  });

  it('validates addresses per network with EIP-55 checksums', () => {
    expect(toChecksumAddress('0x52908400098527886e0f7030069857d2e4169ee7')).toBe(
      '0x52908400098527886E0F7030069857D2E4169EE7',
    );
    expect(addressProblem('ERC-20', '0x52908400098527886E0F7030069857D2E4169EE7')).toBeNull();
    expect(addressProblem('ERC-20', '0x52908400098527886e0f7030069857d2e4169ee7')).toBeNull();
    expect(addressProblem('BEP-20', '0x52908400098527886E0F7030069857D2E4169Ee7')).toBe('checksum');
    expect(addressProblem('ERC-20', '0x123')).toBe('format');
    expect(addressProblem('TRC-20', 'TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW')).toBeNull();
    expect(addressProblem('TRC-20', '0x52908400098527886E0F7030069857D2E4169EE7')).toBe('format');
  });
});

describe('points and tiers', () => {
  it('cuts points to the weekly cap and starts weeks on Monday UTC', () => {
    expect(grantablePoints('ACADEMY', 40, 130)).toBe(20);
    expect(grantablePoints('PAYBACK', 40, 200)).toBe(0);
    expect(grantablePoints('REFERRAL', 400, 10_000)).toBe(400);
    expect(new Date(weekStartUtc(Date.UTC(2026, 10, 22, 15))).toISOString()).toBe('2026-11-16T00:00:00.000Z');
  });

  it('decays an idle score by half and drops at most one tier per cycle', () => {
    const now = 100 * dayMs;
    expect(recalculateTier('Silver', 2847, [{ at: now - dayMs, delta: 10 }], now)).toMatchObject({
      tier: 'Silver',
      score: 2847,
    });
    expect(recalculateTier('Platinum', 2000, [], now)).toMatchObject({
      tier: 'Gold',
      score: 1000,
      notes: ['window_30d', 'decay_applied', 'drop_limited'],
    });
  });
});

describe('catalogue rules', () => {
  it('shows deal rates as gross − 10 (0 stays 0) and the standard rate 5 less', () => {
    expect(displayedDealRate(45)).toBe(35);
    expect(displayedDealRate(0)).toBe(0);
    expect(standardDealRate(45)).toBe(30);
    expect(standardDealRate(12)).toBe(0);
  });

  it('filters products on title or description and sorts as the spec says', () => {
    const product = (
      id: string,
      title: string,
      price: number,
      rating: number,
      category: MarketProduct['category'],
    ): MarketProduct => ({
      id,
      title,
      description: `${title} description`,
      category,
      price,
      rating,
      reviews: 1,
      provider: 'p',
      verified: true,
      tags: [],
    });
    const list = [
      product('a', 'Alpha', 99, 4.8, 'signals'),
      product('b', 'Bot', 149, 4.6, 'bots'),
      product('c', 'Course', 79, 4.9, 'mentoring'),
    ];
    expect(filterProducts(list, {}).map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(filterProducts(list, { q: 'BOT DESC' }).map((item) => item.id)).toEqual(['b']);
    expect(filterProducts(list, { sort: 'rating' }).map((item) => item.id)).toEqual(['c', 'a', 'b']);
    expect(filterProducts(list, { sort: 'price-high', category: 'all' }).map((item) => item.id)).toEqual([
      'b',
      'a',
      'c',
    ]);
  });

  it('never shows NaN in the referral calculator', () => {
    expect(referralPotential(3, 540)).toBe(1620);
    expect(exampleMonthlyPotential).toBe(1620);
    expect(referralPotential('abc', 540)).toBe(0);
    expect(referralPotential(1e9, 1e9)).toBe(1000 * 100_000);
  });
});

describe('formats', () => {
  it('parses ?period and writes safe CSV', () => {
    expect(parsePeriod('2026-11-01_2026-11-15')).toEqual({ from: '2026-11-01', to: '2026-11-15' });
    expect(parsePeriod('2026-11-15_2026-11-01')).toEqual({ from: '2026-11-01', to: '2026-11-15' });
    expect(parsePeriod('yesterday')).toBeNull();
    const csv = toCsv(
      [{ note: '=HYPERLINK("x")', text: 'a,"b"', n: -5 }],
      [
        { header: 'note', value: (row) => row.note },
        { header: 'text', value: (row) => row.text },
        { header: 'n', value: (row) => row.n },
      ],
    );
    expect(csv).toBe('note,text,n\r\n"\'=HYPERLINK(""x"")","a,""b""",-5\r\n');
  });
});

describe('UTM links and the playbook', async () => {
  const { buildUtmLink } = await import('@/domain/utm');
  const { playbookArpu } = await import('@/domain/playbook');
  it('encodes the campaign and defaults a blank one', () => {
    expect(buildUtmLink('https://octoss.app/?ref=OCTOSS-7F3K', 'twitter', 'social', 'black friday & more')).toBe(
      'https://octoss.app/?ref=OCTOSS-7F3K&utm_source=twitter&utm_medium=social&utm_campaign=black+friday+%26+more',
    );
    expect(buildUtmLink('https://octoss.app/', 'email', 'newsletter', '  ')).toContain('utm_campaign=friend-referral');
  });
  it('computes ARPU = 53.85 × (1 + 3α), clamped', () => {
    expect(playbookArpu(53.85, 0)).toBe(53.85);
    expect(playbookArpu(53.85, 1)).toBe(215.4);
    expect(playbookArpu(53.85, Number.NaN)).toBe(53.85);
  });
});
