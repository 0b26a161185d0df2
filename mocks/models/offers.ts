/** @mswjs/data model of this area: promos (and saved flags), deals, partner applications. Dates epoch ms, foreign keys string ids. */
export const offersModel = {};
