// @vitest-environment node
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockApp, settingsFromEnv } from '@mocks/server';

describe('npm run mock-server settings', () => {
  it('binds 127.0.0.1 unless HOST is given', () => {
    expect(settingsFromEnv({}).host).toBe('127.0.0.1');
    expect(settingsFromEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('plays documented failures from MOCK_FAIL and MOCK_FAULT, and a generous rate limit unless told otherwise', () => {
    const settings = settingsFromEnv({ MOCK_FAIL: 'payouts,dashboard', MOCK_FAULT: 'network' });
    expect([...settings.faults.fail]).toEqual(['payouts', 'dashboard']);
    expect(settings.faults.kind).toBe('network');
    expect(settings.rateLimit).toEqual({ limit: 1200, windowMs: 60_000 });
    expect(settingsFromEnv({ MOCK_RATE_LIMIT: '0' }).rateLimit).toBeUndefined();
  });

  it('serves the ledger proof tampered with MOCK_TAMPER (record, leaf or fork; anything else: not at all)', () => {
    expect(settingsFromEnv({ MOCK_TAMPER: 'fork' }).faults.tamper).toBe('fork');
    expect(settingsFromEnv({ MOCK_TAMPER: 'everything' }).faults.tamper).toBeUndefined();
    expect(settingsFromEnv({}).faults.tamper).toBeUndefined();
  });
});

describe('the rate limit of the HTTP mock server', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const { app } = createMockApp({ rateLimit: { limit: 3, windowMs: 60_000 } });
    server = await new Promise((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('counts down in RateLimit-* headers and answers 429 with Retry-After above the limit', async () => {
    const remaining: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await fetch(`${base}/api/faq`);
      expect(response.status).toBe(200);
      expect(response.headers.get('RateLimit-Limit')).toBe('3');
      remaining.push(response.headers.get('RateLimit-Remaining')!);
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const limited = await fetch(`${base}/api/faq`);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'rate_limited', message: expect.any(String) });
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe('CORS of the HTTP mock server (a live build on another origin)', () => {
  let server: Server;
  let base: string;
  const origin = 'http://127.0.0.1:4391';
  beforeAll(async () => {
    const { app } = createMockApp();
    server = await new Promise((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers a preflight for a claim with the headers the client sends, Authorization included', async () => {
    const response = await fetch(`${base}/api/payouts/claims`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,idempotency-key,accept-language,authorization',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('Access-Control-Allow-Methods')?.split(',')).toEqual(
      expect.arrayContaining(['POST', 'PUT', 'PATCH', 'DELETE']),
    );
    const allowed = response.headers.get('Access-Control-Allow-Headers')?.toLowerCase().split(',') ?? [];
    expect(allowed).toEqual(
      expect.arrayContaining(['content-type', 'idempotency-key', 'accept-language', 'authorization']),
    );
    // The fault switches a client's own tests send, the ledger proof's tamper switch among them.
    expect(allowed).toEqual(expect.arrayContaining(['x-mock-fail', 'x-mock-fault', 'x-mock-tamper']));
    expect(Number(response.headers.get('Access-Control-Max-Age'))).toBeGreaterThan(0);
  });

  it('lets the other origin read the answer headers the client uses', async () => {
    const response = await fetch(`${base}/api/faq`, { headers: { Origin: origin, 'Accept-Language': 'ko' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const exposed = response.headers.get('Access-Control-Expose-Headers')?.toLowerCase().split(',') ?? [];
    for (const header of [
      'idempotent-replay',
      'etag',
      'content-language',
      'content-disposition',
      'retry-after',
      'ratelimit-limit',
      'ratelimit-remaining',
      'ratelimit-reset',
    ]) {
      expect(exposed).toContain(header);
    }
    expect(response.headers.get('Content-Language')).toBe('ko');
  });
});
