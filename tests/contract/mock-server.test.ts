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
