/** @mswjs/data model of this area: exchanges and their logo directory, UID links, accruals, reconciliation records, disputes. Dates epoch ms, foreign keys string ids. */
export const paybackModel = {};
