/** @mswjs/data model of this area: referral summary and rates, Link-in-Bio profiles, points history, playbook checklist. Dates epoch ms, foreign keys string ids. */
export const growthModel = {};
