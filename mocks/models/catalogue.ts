/** @mswjs/data model of this area: FAQ items, AI assistants, marketplace products. Dates epoch ms, foreign keys string ids. */
export const catalogueModel = {};
