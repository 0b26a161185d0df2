import type { HttpHandler } from 'msw';
import type { MockEnv } from './env';
import { accrualsHandlers } from './handlers/accruals';
import { aiHandlers } from './handlers/ai';
import { dashboardHandlers } from './handlers/dashboard';
import { dealsHandlers } from './handlers/deals';
import { exchangesHandlers } from './handlers/exchanges';
import { exportsHandlers } from './handlers/exports';
import { malformedPathHandler, unansweredHandler } from './http/fallback';
import { faqHandlers } from './handlers/faq';
import { marketHandlers } from './handlers/market';
import { metaHandlers } from './handlers/meta';
import { partnerApplicationsHandlers } from './handlers/partner-applications';
import { payoutsHandlers } from './handlers/payouts';
import { playbookHandlers } from './handlers/playbook';
import { pointsHandlers } from './handlers/points';
import { profilesHandlers } from './handlers/profiles';
import { promosHandlers } from './handlers/promos';
import { proofHandlers } from './handlers/proof';
import { reconciliationsHandlers } from './handlers/reconciliations';
import { referralHandlers } from './handlers/referral';
import { sessionHandlers } from './handlers/session';
import { settlementsHandlers } from './handlers/settlements';
import { testnetAbsentHandlers, testnetOnlyHandlers } from './handlers/testnet';
import { tiersHandlers } from './handlers/tiers';
import { uidLinksHandlers } from './handlers/uid-links';

/** Every endpoint that both data sets answer. */
function commonHandlers(env: MockEnv): HttpHandler[] {
  return [
    ...sessionHandlers(env),
    ...proofHandlers(env),
    ...exchangesHandlers(env),
    ...uidLinksHandlers(env),
    ...accrualsHandlers(env),
    ...reconciliationsHandlers(env),
    ...profilesHandlers(env),
    ...payoutsHandlers(env),
    ...exportsHandlers(env),
    ...settlementsHandlers(env),
    ...dashboardHandlers(env),
    ...referralHandlers(env),
    ...tiersHandlers(env),
    ...pointsHandlers(env),
    ...promosHandlers(env),
    ...dealsHandlers(env),
    ...partnerApplicationsHandlers(env),
    ...playbookHandlers(env),
    ...faqHandlers(env),
    ...aiHandlers(env),
    ...marketHandlers(env),
    ...metaHandlers(env),
  ];
}

export function demoHandlers(env: MockEnv): HttpHandler[] {
  return [...commonHandlers(env), ...testnetAbsentHandlers(env)];
}

/** The sandbox answers the same endpoints plus the testnet-only ones. */
export function testnetHandlers(env: MockEnv): HttpHandler[] {
  return [...commonHandlers(env), ...testnetOnlyHandlers(env)];
}

export function handlersFor(env: MockEnv): HttpHandler[] {
  const endpoints = env.dataset === 'testnet' ? testnetHandlers(env) : demoHandlers(env);
  // Around the endpoints: malformed paths first, the 405/404 of unanswered API paths last.
  return [malformedPathHandler(), ...endpoints, unansweredHandler()];
}
