import type { HttpHandler } from 'msw';
import type { MockEnv } from './mock-env';
import { tableHandlers, type TableResolvers } from './http/implement';
import { malformedPathHandler, unansweredHandler } from './http/fallback';
import { auth, meta, session } from './areas/app/routes';
import { proof, reconciliations } from './areas/trustboard/routes';
import { accruals, exchanges, uidLinks } from './areas/payback/routes';
import { profiles, referral } from './areas/referral/routes';
import { exports, payouts } from './areas/payouts/routes';
import { settlements } from './areas/settlements/routes';
import { dashboard } from './areas/dashboard/routes';
import { points, tiers } from './areas/value-zone/routes';
import { promos } from './areas/promos/routes';
import { deals, partnerApplications } from './areas/deals/routes';
import { playbook } from './areas/playbook/routes';
import { faq } from './areas/faq/routes';
import { ai } from './areas/ai/routes';
import { market } from './areas/market/routes';
import { testnet } from './areas/testnet/routes';

/**
 * The mock's answer to every row of the route table, area by area (mocks/areas/<area>/routes.ts,
 * one `implement` per API group). Typed as the whole table: a group left out here fails the type
 * check, as a route left out of its group does in `implement`.
 */
const resolvers: TableResolvers = {
  ...session,
  ...auth,
  ...meta,
  ...proof,
  ...reconciliations,
  ...exchanges,
  ...uidLinks,
  ...accruals,
  ...referral,
  ...profiles,
  ...payouts,
  ...exports,
  ...settlements,
  ...dashboard,
  ...tiers,
  ...points,
  ...promos,
  ...deals,
  ...partnerApplications,
  ...playbook,
  ...faq,
  ...ai,
  ...market,
  ...testnet,
};

/**
 * Every endpoint over one data set's database. Around them: malformed paths first, the 405/404 of
 * unanswered API paths last. The testnet routes answer 404 on every data set but the sandbox.
 */
export function handlersFor(env: MockEnv): HttpHandler[] {
  return [malformedPathHandler(), ...tableHandlers(env, resolvers), unansweredHandler()];
}
