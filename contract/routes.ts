import { accrualRoutes } from './accruals';
import { aiRoutes } from './ai';
import { dashboardRoutes } from './dashboard';
import { dealRoutes } from './deals';
import { exchangeRoutes } from './exchanges';
import { exportRoutes } from './exports';
import { faqRoutes } from './faq';
import { marketRoutes } from './market';
import { metaRoutes } from './meta';
import { partnerApplicationRoutes } from './partner-applications';
import { payoutRoutes } from './payouts';
import { playbookRoutes } from './playbook';
import { pointsRoutes } from './points';
import { profileRoutes } from './profiles';
import { promoRoutes } from './promos';
import { ledgerProofRoutes, proofRoutes } from './proof';
import { reconciliationRoutes } from './reconciliations';
import { referralRoutes } from './referral';
import { sessionRoutes } from './session';
import { settlementRoutes } from './settlements';
import { testnetRoutes } from './testnet';
import { tierRoutes } from './tiers';
import { uidLinkRoutes } from './uid-links';
import type { Group, RouteDef } from './route';
import { withAccess } from './access';

/** Each row's `invalidates` may name only groups and routes of the table: a typo fails to compile. */
type CheckedTargets<T> = {
  [K in keyof T]: { invalidates?: 'everything' | readonly (Group | Extract<keyof T, string>)[] };
};
const table = <const T extends Record<string, RouteDef>>(rows: T & CheckedTargets<T>): T => rows;

/**
 * The route table: every endpoint of the API. The client, the mocks and OpenAPI are derived from it.
 * access.ts marks the public rows and gives every other row its 401.
 */
export const routes = withAccess(
  table({
    ...sessionRoutes,
    ...proofRoutes,
    ...exchangeRoutes,
    ...uidLinkRoutes,
    ...accrualRoutes,
    ...reconciliationRoutes,
    ...profileRoutes,
    ...payoutRoutes,
    ...exportRoutes,
    ...settlementRoutes,
    ...dashboardRoutes,
    ...referralRoutes,
    ...tierRoutes,
    ...pointsRoutes,
    ...promoRoutes,
    ...dealRoutes,
    ...partnerApplicationRoutes,
    ...playbookRoutes,
    ...faqRoutes,
    ...aiRoutes,
    ...marketRoutes,
    ...testnetRoutes,
    ...ledgerProofRoutes,
    ...metaRoutes,
  }),
);

export type Routes = typeof routes;
export type RouteName = keyof Routes;

/** The table's route names, in its order. */
export const routeNames = Object.keys(routes) as RouteName[];
