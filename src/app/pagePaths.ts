/** Every path a visitor can open, for tests that walk them all. */
export const pagePaths = [
  '/', '/app', '/app/dashboard', '/app/payback', '/app/trustboard', '/trustboard', '/app/settlements',
  '/app/payouts', '/app/referral', '/app/playbook', '/app/value-zone', '/app/promos', '/deals',
  '/app/faq', '/app/ai', '/app/market', '/app/testnet', '/l/octoss',
] as const;
