import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Server } from 'node:http';
import { createTestServer } from '@mocks/node';
import { createMockApp } from '@mocks/server';
import type { MockEnvOptions, MockEnv } from '@mocks/env';
import { signInOf } from '@mocks/areas/app/store';
import { sendWith, type Send, type SendInit } from '../../kit/http';

export type { Sent, Send } from '../../kit/http';

/** One way of reaching the mock backend: msw/node in-process, or the real HTTP server. */
export type Transport = {
  name: string;
  start(options?: Partial<MockEnvOptions>): Promise<{ env: MockEnv; send: Send; stop(): Promise<void> }>;
};

type Started = Awaited<ReturnType<Transport['start']>>;

/** Starts the transport for the describe block and reseeds its database before each test. */
export function useTransport(transport: Transport): Pick<Started, 'env' | 'send'> {
  const started = {} as Started;
  beforeAll(async () => void Object.assign(started, await transport.start()));
  afterAll(() => started.stop());
  beforeEach(() => started.env.reset());
  return {
    get env() {
      return started.env;
    },
    send: (...args) => started.send(...args),
  };
}

/** Headers that send a request signed out: `send('get', path, { headers: signedOut })`. */
export const signedOut: Record<string, string> = { Authorization: '' };

/**
 * The transport's `send` as a signed-in client: the data set's user signs in through the sign-in
 * route (again whenever the mock no longer knows the token, e.g. after `env.reset()`), and every
 * request carries `Authorization: Bearer <token>` unless it sets its own (`signedOut` sends none).
 */
function signedInSend(base: string, env: MockEnv): Send {
  let token: string | undefined;
  const known = (candidate: string | undefined) =>
    candidate !== undefined &&
    (env.db.session.findFirst({ where: { token: { equals: candidate } } })?.expiresAt ?? 0) > env.now();
  return async (method, path, init: SendInit = {}) => {
    const { Authorization, ...headers } = init.headers ?? {};
    if (Authorization !== undefined)
      return sendWith(base, method, path, {
        ...init,
        headers: Authorization ? { ...headers, Authorization } : headers,
      });
    if (!known(token)) {
      const answer = await sendWith(base, 'post', '/api/auth/sessions', { body: signInOf(env) });
      if (answer.status !== 201) throw new Error(`The test client could not sign in: ${answer.status} ${answer.text}`);
      token = (answer.body as { token: string }).token;
    }
    return sendWith(base, method, path, { ...init, headers: { ...headers, Authorization: `Bearer ${token}` } });
  };
}

export const transports: Transport[] = [
  {
    name: 'msw/node',
    async start(options) {
      const { server, env } = createTestServer(options);
      server.listen({ onUnhandledRequest: 'error' });
      return { env, send: signedInSend('http://api.test', env), stop: async () => server.close() };
    },
  },
  {
    name: 'http server',
    async start(options) {
      const { app, env } = createMockApp(options);
      const server: Server = await new Promise((resolve) => {
        const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
      });
      const { port } = server.address() as AddressInfo;
      return {
        env,
        send: signedInSend(`http://127.0.0.1:${port}`, env),
        stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
      };
    },
  },
];

/** The fixed moment a clocked test starts at, reset before each test. */
export const testStart = Date.UTC(2026, 10, 20, 12);

/**
 * Like useTransport, with the mock's clock in the test's hands: `clock.now` starts at `testStart`
 * before each test, and `clock.advance(ms)` moves it (time-based transitions are read from it).
 */
export function useClockedTransport(transport: Transport) {
  let now = testStart;
  const started = {} as Started;
  beforeAll(async () => void Object.assign(started, await transport.start({ now: () => now })));
  afterAll(() => started.stop());
  beforeEach(() => {
    now = testStart;
    started.env.reset();
  });
  return {
    get env() {
      return started.env;
    },
    send: ((...args) => started.send(...args)) as Send,
    clock: { now: () => now, advance: (ms: number) => void (now += ms) },
  };
}

/** A fresh Idempotency-Key header, one per user action. */
export const idempotencyKey = () => ({ 'Idempotency-Key': crypto.randomUUID() });
