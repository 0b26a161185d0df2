/**
 * The API's groups, in the order a reader meets them: each is a URL prefix (`/api/<group>`), a tag
 * of the OpenAPI document with this description, and the name the mock's fault switches use
 * (`?mockFail=payouts`). A new group is one line here.
 */
export const groupDescriptions = {
  auth: 'Sign-in and sign-out: an email and its one-time code answer a bearer token.',
  session: 'The signed-in user.',
  proof:
    "Public proof metrics of the payback programme, and the ledger proof: weekly signed checkpoints of the Merkle-sum log of every record, consistency proofs, leaf values, and the signed-in trader's proof bundles.",
  exchanges: 'Partner exchanges and their rates.',
  'uid-links':
    'Exchange accounts linked by UID; the exchange reviews each link (in the sandbox, 2 s after submission).',
  accruals: 'Payback accrued per exchange and trade period.',
  reconciliations: 'Records matching what exchanges paid against what was accrued, and disputes about them.',
  profiles: 'Public Link-in-Bio proof profiles (`/l/{code}`).',
  payouts: 'Claimable balance, USDT claims to the payout wallet, payout history and schedule.',
  exports: 'CSV exports of accruals, reconciliations and payouts.',
  settlements: 'Exchange and special settlements, and the auto-settlement rule.',
  dashboard: 'Everything the dashboard shows, in one answer.',
  referral: 'The referral code, its funnel and the referral rates.',
  tiers: 'Tier rules and recalculation.',
  points: 'OCTOSS points: history and (demo) earning within weekly caps.',
  promos: 'Exchange promotions, and the ones the user saved.',
  deals: 'Partner deals by region.',
  'partner-applications': 'Applications to become a partner.',
  playbook: 'The referral playbook: checklist, sample posts and targets.',
  faq: 'Frequently asked questions.',
  ai: 'AI assistants in the catalogue.',
  market: 'Marketplace products.',
  testnet: 'The sandbox’s own routes (see "The sandbox"); production answers them 404.',
  meta: 'This document.',
} as const satisfies Record<string, string>;

export type Group = keyof typeof groupDescriptions;

/** The group names in that order. */
export const groups = Object.keys(groupDescriptions) as Group[];
