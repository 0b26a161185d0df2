// @vitest-environment node
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockApp } from '@mocks/server';
import { serveWithDoor } from '@mocks/door';
import { maxJsonDepth } from '@mocks/http/request-body';
import { maxRequestBodyBytes } from '@octoss/contract/errors';
import { maxApplicationsPerDay } from '@octoss/contract/partner-applications';
import { idempotencyKey, signedOut, transports, useClockedTransport } from './transports';

/**
 * Limits at the door (issue 25, findings 4, 5, 7, 8, 9, 10): what an attacker or a broken client
 * sends before a handler sees it, over a raw socket where fetch would refuse to send it. Every
 * refusal comes in the error shape, and every answer says nosniff.
 */

type Raw = { status: number; headers: Record<string, string>; body: string; closed: boolean };

/** Sends raw bytes and reads the answer until the server closes the connection or `waitMs` passes. */
function raw(port: number, write: (socket: Socket) => void, waitMs = 20_000): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let closed = false;
    const finish = () => {
      clearTimeout(timer);
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n'), closed });
    };
    const timer = setTimeout(() => {
      socket.destroy();
      finish();
    }, waitMs);
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('close', () => {
      closed = true;
      finish();
    });
    socket.on('error', (error) => (text ? undefined : reject(error)));
    socket.on('connect', () => write(socket));
  });
}

const errorShape = (answer: Raw) => JSON.parse(answer.body.replace(/^[0-9a-f]+\r\n|\r\n0\r\n\r\n$/g, ''));

describe('the HTTP server at the door', () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    const { app } = createMockApp({ dataset: 'demo' });
    server = serveWithDoor(app, { headersTimeoutMs: 1500, requestTimeoutMs: 3000 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('4: cuts a chunked body without Content-Length at 16 KiB with a 413, long before the rest is sent', async () => {
    let sent = 0;
    const answer = await raw(port, (socket) => {
      socket.write(
        'POST /api/partner-applications HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
      );
      const chunk = 'x'.repeat(4096);
      // Up to 128 MiB, a chunk at a time while the socket takes it: a server that reads it all first would wait.
      const pump = () => {
        while (sent < 128 * 1024 * 1024 && !socket.destroyed) {
          sent += chunk.length;
          if (!socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`)) return void socket.once('drain', pump);
        }
      };
      socket.on('error', () => undefined);
      pump();
    });
    expect(answer.status).toBe(413);
    expect(errorShape(answer)).toMatchObject({ code: 'payload_too_large' });
    expect(answer.closed).toBe(true);
    expect(sent).toBeLessThan(64 * 1024 * 1024);
    expect(sent).toBeGreaterThan(maxRequestBodyBytes);
  });

  it('8: answers an invalid Host 400 in the error shape, never a 500', async () => {
    for (const host of ['[', '', 'localhost:99999', 'exa mple.com']) {
      const answer = await raw(port, (socket) =>
        socket.write(`GET /api/deals HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
      );
      expect([host, answer.status]).toEqual([host, 400]);
      expect(errorShape(answer)).toMatchObject({ code: 'validation', fieldErrors: { Host: expect.any(Array) } });
    }
  });

  it('8: answers headers above 16 KiB 431 and a malformed request 400, both in the error shape', async () => {
    const big = await raw(port, (socket) =>
      socket.write(`GET /api/deals HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(big.status).toBe(431);
    expect(JSON.parse(big.body)).toMatchObject({ code: 'validation' });
    expect(big.headers['x-content-type-options']).toBe('nosniff');
    const malformed = await raw(port, (socket) => socket.write('GARBAGE\r\n\r\n'));
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.body)).toMatchObject({ code: 'validation' });
  });

  it('9: closes a connection whose body trickles in, with a 408 in the error shape', async () => {
    const started = Date.now();
    const answer = await raw(port, (socket) => {
      socket.write(
        'POST /api/partner-applications HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      );
      const drip = setInterval(() => (socket.destroyed ? clearInterval(drip) : socket.write(' ')), 500);
      socket.on('close', () => clearInterval(drip));
    });
    expect(answer.closed).toBe(true);
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'validation' });
    // The request's time (3 s here, 15 s by default) and the check that finds it, not the client's patience.
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('10: says X-Content-Type-Options: nosniff on every answer: success, error, unknown path, preflight', async () => {
    const base = `http://127.0.0.1:${port}`;
    for (const [method, path] of [
      ['GET', '/api/deals'],
      ['GET', '/api/me'],
      ['GET', '/api/no-such-thing'],
      ['OPTIONS', '/api/deals'],
    ] as const) {
      const response = await fetch(`${base}${path}`, { method, headers: { Origin: 'https://site.example' } });
      expect([path, method, response.headers.get('X-Content-Type-Options')]).toEqual([path, method, 'nosniff']);
    }
  });
});

describe.each(transports)('limits of the handlers against $name', (transport) => {
  const mock = useClockedTransport(transport);
  const { send, clock } = mock;
  const json = { 'Content-Type': 'application/json' };

  it('5: answers JSON nested 5,000 levels deep 400, on sign-in and applications, and stores nothing', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const path of ['/api/auth/sessions', '/api/partner-applications']) {
      const answer = await send('post', path, { rawBody: deep, headers: { ...json, ...signedOut } });
      expect([path, answer.status]).toEqual([path, 400]);
      expect(answer.body).toMatchObject({ code: 'validation', message: expect.stringContaining(`${maxJsonDepth}`) });
    }
    expect(mock.env.db.partnerApplication.count()).toBe(0);
  });

  it('7: locks an account after 5 wrong codes: 429 with Retry-After, the right code too, until 15 minutes pass', async () => {
    const signIn = (code: string) =>
      send('post', '/api/auth/sessions', { body: { email: 'demo@octoss.app', code }, headers: signedOut });
    for (let time = 0; time < 5; time += 1) expect((await signIn('123456')).status).toBe(401);
    const locked = await signIn('000000');
    expect(locked).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(800);
    expect(Number(locked.headers.get('Retry-After'))).toBeLessThanOrEqual(900);
    clock.advance(15 * 60_000);
    expect((await signIn('000000')).status).toBe(201);
    // A right code clears the count: five more wrong ones are needed to lock it again.
    for (let time = 0; time < 4; time += 1) expect((await signIn('123456')).status).toBe(401);
    expect((await signIn('000000')).status).toBe(201);
  });

  it('3: keeps at most 20 sessions per user and no failures of unknown accounts: sign-ins cannot grow the store', async () => {
    for (let time = 0; time < 30; time += 1)
      await send('post', '/api/auth/sessions', {
        body: { email: 'demo@octoss.app', code: '000000' },
        headers: signedOut,
      });
    for (let time = 0; time < 30; time += 1)
      await send('post', '/api/auth/sessions', {
        body: { email: `x${time}@example.com`, code: '1' },
        headers: signedOut,
      });
    expect(mock.env.db.session.count()).toBeLessThanOrEqual(20);
    expect(mock.env.db.signInFailures.count()).toBe(0);
  });

  it(`3: takes at most ${maxApplicationsPerDay} public applications a day (then 429 with Retry-After)`, async () => {
    const application = {
      applicantType: 'kol',
      company: 'Flood Media',
      contact: 'Kim',
      email: 'kim@example.com',
      regions: ['APAC'],
      exchanges: ['cex-a'],
      programType: 'both',
      volume: 5000,
      consent: true,
    };
    for (let time = 0; time < maxApplicationsPerDay; time += 1) {
      clock.advance(1000);
      expect((await send('post', '/api/partner-applications', { body: application, headers: signedOut })).status).toBe(
        201,
      );
    }
    const refused = await send('post', '/api/partner-applications', { body: application, headers: signedOut });
    expect(refused).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(mock.env.db.partnerApplication.count()).toBe(maxApplicationsPerDay);
    clock.advance(24 * 60 * 60_000);
    expect((await send('post', '/api/partner-applications', { body: application, headers: signedOut })).status).toBe(
      201,
    );
  });

  it('10: answers nosniff on the handlers’ answers too (worker and msw/node)', async () => {
    const ok = await send('get', '/api/deals');
    const claim = await send('post', '/api/payouts/claims', { body: { amount: 1 }, headers: idempotencyKey() });
    expect([ok.headers.get('X-Content-Type-Options'), claim.headers.get('X-Content-Type-Options')]).toEqual([
      'nosniff',
      'nosniff',
    ]);
  });
});
