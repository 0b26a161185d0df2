/** @mswjs/data model of this area: claimable balance, payouts, payout wallet, settlements, the auto-settlement rule. Dates epoch ms, foreign keys string ids. */
export const payoutsModel = {};
