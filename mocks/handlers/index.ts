import type { HttpHandler } from 'msw';
import type { MockEnv } from '../env';
import { proofHandlers } from './proof';
import { sessionHandlers } from './session';

/** Every endpoint that both data sets answer. */
function commonHandlers(env: MockEnv): HttpHandler[] {
  return [...sessionHandlers(env), ...proofHandlers(env)];
}

export function demoHandlers(env: MockEnv): HttpHandler[] {
  return commonHandlers(env);
}

/** The sandbox answers the same endpoints plus the testnet-only ones. */
export function testnetHandlers(env: MockEnv): HttpHandler[] {
  return commonHandlers(env);
}

export function handlersFor(env: MockEnv): HttpHandler[] {
  return env.dataset === 'testnet' ? testnetHandlers(env) : demoHandlers(env);
}
