import type { HttpHandler } from 'msw';
import type { MockEnv } from './env';
import { tableHandlers, type TableResolvers } from './http/implement';
import { malformedPathHandler, unansweredHandler } from './http/fallback';
import { accruals } from './handlers/accruals';
import { ai } from './handlers/ai';
import { dashboard } from './handlers/dashboard';
import { deals } from './handlers/deals';
import { exchanges } from './handlers/exchanges';
import { exports } from './handlers/exports';
import { faq } from './handlers/faq';
import { market } from './handlers/market';
import { meta } from './handlers/meta';
import { partnerApplications } from './handlers/partner-applications';
import { payouts } from './handlers/payouts';
import { playbook } from './handlers/playbook';
import { points } from './handlers/points';
import { profiles } from './handlers/profiles';
import { promos } from './handlers/promos';
import { proof } from './handlers/proof';
import { reconciliations } from './handlers/reconciliations';
import { referral } from './handlers/referral';
import { auth, session } from './handlers/session';
import { settlements } from './handlers/settlements';
import { testnet } from './handlers/testnet';
import { tiers } from './handlers/tiers';
import { uidLinks } from './handlers/uid-links';

/**
 * The mock's answer to every row of the route table. Typed as the whole table: a group left out
 * here fails the type check, as a route left out of its group does in `implement`.
 */
const resolvers: TableResolvers = {
  ...session,
  ...auth,
  ...proof,
  ...exchanges,
  ...uidLinks,
  ...accruals,
  ...reconciliations,
  ...profiles,
  ...payouts,
  ...exports,
  ...settlements,
  ...dashboard,
  ...referral,
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
  ...meta,
};

/**
 * Every endpoint over one data set's database. Around them: malformed paths first, the 405/404 of
 * unanswered API paths last. The testnet routes answer 404 on every data set but the sandbox.
 */
export function handlersFor(env: MockEnv): HttpHandler[] {
  return [malformedPathHandler(), ...tableHandlers(env, resolvers), unansweredHandler()];
}
