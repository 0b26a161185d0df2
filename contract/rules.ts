import { netShareOfGross, uidReviewMs } from './terms';
import { minimumClaimUsdt } from './money';
import type { PointSource } from './points';
import type { WalletNetwork } from './payouts';

/**
 * The rules the guide (guide.ts) states, as values: what a server computes and what the
 * conformance kit recomputes from its answers. Each one is written in the guide in words first;
 * this file is the same rule for code, so the guide, a backend and the kit cannot drift apart.
 */

// ---------------------------------------------------------------------------------------------
// Payback (guide: "Payback formula and rounding")

/** The trader's share of gross in percent points (90): an integer, so the rule can be computed exactly. */
export const netSharePercent = Math.round(netShareOfGross * 100);

/**
 * Net of gross in whole cents, rounded half up: net¢ = ⌊(gross¢ × 90 + 50) / 100⌋. Exact integer
 * arithmetic (no floating point): 12.35 gross is 1235¢, net 1111.5¢ rounds up to 11.12.
 */
export function netCentsOfGross(grossCents: number): number {
  return Math.floor((grossCents * netSharePercent + 50) / 100);
}

/** Whether rounding down instead of half up would give another net: the cases that tell the rule apart. */
export const roundsUp = (grossCents: number): boolean => (grossCents * netSharePercent) % 100 >= 50;

// ---------------------------------------------------------------------------------------------
// UID links (guide: "UID links")

/**
 * How each exchange compares UIDs. CEX-A and CEX-B ignore letter case (`ab12` and `AB12` are one
 * account: the second link is a 409 already_linked); CEX-C's UIDs are case-sensitive. An exchange
 * not listed ignores case. UIDs are stored as sent (trimmed).
 */
export const uidLetterCase: Readonly<Record<string, 'sensitive' | 'insensitive'>> = {
  'cex-a': 'insensitive',
  'cex-b': 'insensitive',
  'cex-c': 'sensitive',
};

/** Whether two UIDs are one account on `exchangeId`, by that exchange's letter-case rule. */
export function sameAccount(exchangeId: string, a: string, b: string): boolean {
  const sensitive = uidLetterCase[exchangeId] === 'sensitive';
  return sensitive ? a.trim() === b.trim() : a.trim().toUpperCase() === b.trim().toUpperCase();
}

/** The code of a rejected link: the account existed before the referral (only new registrations are eligible). */
export const existingAccountRejection = 'EXISTING_ACCOUNT';

// ---------------------------------------------------------------------------------------------
// Payouts (guide: "Payouts and the wallet")

/** What a payout costs in gas on each network (USDT): the balance quotes the payout wallet's. */
export const gasEstimateByNetwork: Readonly<Record<WalletNetwork, number>> = {
  'ERC-20': 2.5,
  'TRC-20': 1,
  'BEP-20': 0.3,
};

/** The order a claim's rules are asked in: the first that fails is the answer (all 422). */
export const claimRuleOrder = ['wallet_required', 'nothing_to_claim', 'below_minimum', 'above_claimable'] as const;

export const minimumClaim = minimumClaimUsdt;

// ---------------------------------------------------------------------------------------------
// Points (guide: "Points and tiers")

/** Points a source may grant per week (Monday 00:00 UTC to the next); null: no cap. */
export const pointsWeeklyCap: Readonly<Record<PointSource, number | null>> = {
  PAYBACK: 200,
  ACADEMY: 150,
  REFERRAL: null,
};

/** Monday 00:00 UTC of the week of `ms`: where the weekly caps start over. */
export function weekStartUtc(ms: number): number {
  const date = new Date(ms);
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  return day - ((date.getUTCDay() + 6) % 7) * 86_400_000;
}

// ---------------------------------------------------------------------------------------------
// Exports (guide: "CSV exports")

/** The header line of each CSV export, in order. */
export const exportColumns = {
  '/api/exports/accruals.csv': ['id', 'date', 'exchange', 'gross_usdt', 'net_usdt', 'status'],
  '/api/exports/reconciliations.csv': ['id', 'timestamp', 'state', 'source', 'exchange', 'amount_usdt', 'tx_hash'],
  '/api/exports/payouts.csv': ['id', 'timestamp', 'amount_usdt', 'tx_hash', 'note', 'status'],
} as const satisfies Record<string, readonly string[]>;

/** The column of each export that dates a row (a UTC instant): the period filter is on its reader's day. */
export const exportDateColumn = {
  '/api/exports/accruals.csv': 'date',
  '/api/exports/reconciliations.csv': 'timestamp',
  '/api/exports/payouts.csv': 'timestamp',
} as const;

/** `attachment; filename="octoss-<name>-<from>-<to>.csv"` (`start`/`today` for an open end; no dates without a period). */
export function exportFileName(path: string, from?: string, to?: string): string {
  const name = path
    .split('/')
    .pop()!
    .replace(/\.csv$/, '');
  const period = from || to ? `-${from ?? 'start'}-${to ?? 'today'}` : '';
  return `octoss-${name}${period}.csv`;
}

// ---------------------------------------------------------------------------------------------
// What moves with the clock (guide: "Reads, writes and the clock")

/**
 * Fields of an answer that may change while nothing is written, and the rule they change by:
 * - `schedule`: the first run of a schedule after now (next auto payout, next auto-settlement): it
 *   moves only forward, and only once its date has passed;
 * - `window`: a figure over the last days or this week (30-day earnings, the 7-day funnel, the
 *   day's suggestion): it changes only when a UTC day ends;
 * - `platform`: a figure of the whole platform (every trader's claims and records): it changes
 *   with everyone's activity, at any time;
 * - `expiry`: a promo's status and the promos shown: they change when an expiry (or the "ending
 *   soon" mark 3 days before it) passes.
 * Paths are dotted; `*` stands for every item of an array. Any other field changes only by a write.
 */
export type ClockRule = 'schedule' | 'window' | 'platform' | 'expiry';

export const clockFields: Readonly<Record<string, Readonly<Record<string, ClockRule>>>> = {
  getDashboard: {
    'earnings.nextPayoutAt': 'schedule',
    'earnings.last30d': 'window',
    'earnings.last30dTotal': 'window',
    'referral.funnel7d': 'window',
    nextAction: 'window',
    promos: 'expiry',
  },
  getPayoutSchedule: { nextAutoPayoutAt: 'schedule' },
  getAutoSettlement: { nextRun: 'schedule' },
  getReferral: { funnel7d: 'window', 'stats.activeReferrals': 'window', 'recentReferrals.*.active': 'window' },
  getProofMetrics: {
    reconciliationsThisWeek: 'platform',
    medianClaimTimeSeconds: 'platform',
    discrepancyRate: 'platform',
  },
  getProfile: { medianClaimTimeSeconds: 'platform' },
  listPromos: { 'items.*.status': 'expiry', items: 'expiry', total: 'expiry' },
};

/**
 * States that move by themselves (an exchange's review, a transfer being sent): the order they
 * move in, and the fields that change with them. A later read may show a row further along, never
 * back. Who moves each state, and when, is in the guide ("Lifecycles").
 */
export type Lifecycle = {
  /** The read that lists the rows, and the field that holds the state. */
  route: string;
  field: string;
  /** Each step's states; a row moves from a step to a later one. */
  steps: readonly (readonly string[])[];
  /** Fields that are set when the state moves. */
  companions: readonly string[];
};

export const lifecycles: Readonly<Record<'uidLink' | 'settlement' | 'payout', Lifecycle>> = {
  uidLink: {
    route: 'listUidLinks',
    field: 'status',
    steps: [['PENDING'], ['APPROVED', 'REJECTED']],
    companions: ['approvedAt', 'rejection'],
  },
  settlement: {
    route: 'listSettlements',
    field: 'status',
    steps: [['PENDING'], ['REQUESTED'], ['PROCESSING'], ['PAID']],
    companions: ['txHash', 'requestedAt'],
  },
  payout: { route: 'listPayouts', field: 'status', steps: [['PROCESSING'], ['COMPLETED']], companions: ['txHash'] },
};

// ---------------------------------------------------------------------------------------------
// The sandbox (guide: "The sandbox")

/** What the sandbox adds to production: its clock, its simulated exchanges and its reset. */
export const sandbox = {
  /** A link is decided this long after it was submitted (production: the exchange's review, up to 48 h). */
  uidReviewMs,
  /** The sandbox's exchanges report UIDs starting with this as accounts that existed before: REJECTED. */
  existingAccountUidPrefix: '1000',
  /** A requested special settlement is PROCESSING this long after the request, and PAID after the second. */
  settlementProcessingAfterMs: 3000,
  settlementPaidAfterMs: 8000,
  /** simulate-fees: each approved link's accrual has a gross between these (USDT, whole cents). */
  simulatedGross: { min: 12, max: 40 },
  /** POST /api/points/earn grants a whole number of points in this range, cut to the weekly cap. */
  earnedPoints: { min: 10, max: 49 },
  /** The mock's sandbox account and its one-time code (no mail is sent in the sandbox). */
  account: { email: 'sandbox@octoss.app', code: '000000' },
} as const;
