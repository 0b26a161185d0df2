import type { HttpHandler } from 'msw';
import type { MockEnv } from '../env';
import { accrualsHandlers } from './accruals';
import { aiHandlers } from './ai';
import { dashboardHandlers } from './dashboard';
import { dealsHandlers } from './deals';
import { exchangesHandlers } from './exchanges';
import { exportsHandlers } from './exports';
import { malformedPathHandler, unansweredHandler } from './fallback';
import { faqHandlers } from './faq';
import { marketHandlers } from './market';
import { metaHandlers } from './meta';
import { partnerApplicationsHandlers } from './partner-applications';
import { payoutsHandlers } from './payouts';
import { playbookHandlers } from './playbook';
import { pointsHandlers } from './points';
import { profilesHandlers } from './profiles';
import { promosHandlers } from './promos';
import { proofHandlers } from './proof';
import { reconciliationsHandlers } from './reconciliations';
import { referralHandlers } from './referral';
import { sessionHandlers } from './session';
import { settlementsHandlers } from './settlements';
import { testnetAbsentHandlers, testnetOnlyHandlers } from './testnet';
import { tiersHandlers } from './tiers';
import { uidLinksHandlers } from './uid-links';

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
