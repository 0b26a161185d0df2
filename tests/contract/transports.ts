import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Server } from 'node:http';
import { createTestServer } from '@mocks/node';
import { createMockApp } from '@mocks/server';
import type { MockEnvOptions, MockEnv } from '@mocks/env';
import { sendWith, type Send } from '../conformance/http';

export type { Sent, Send } from '../conformance/http';

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
  return { get env() { return started.env; }, send: (...args) => started.send(...args) };
}

export const transports: Transport[] = [
  {
    name: 'msw/node',
    async start(options) {
      const { server, env } = createTestServer(options);
      server.listen({ onUnhandledRequest: 'error' });
      return { env, send: (...args) => sendWith('http://api.test', ...args), stop: async () => server.close() };
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
      return { env, send: (...args) => sendWith(`http://127.0.0.1:${port}`, ...args), stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
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
    get env() { return started.env; },
    send: ((...args) => started.send(...args)) as Send,
    clock: { now: () => now, advance: (ms: number) => void (now += ms) },
  };
}

/** A fresh Idempotency-Key header, one per user action. */
export const idempotencyKey = () => ({ 'Idempotency-Key': crypto.randomUUID() });
