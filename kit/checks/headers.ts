import { z } from 'zod';
import { cacheControlOf } from '@octoss/contract/caching';
import { contentLanguages, defaultContentLanguage } from '@octoss/contract/route';
import { routes } from '@octoss/contract/routes';
import { exportColumns, exportFileName } from '@octoss/contract/rules';
import { expectSuccess } from '../answers';
import { readsOf, wantsFor, type CheckDef } from '../check';
import { allRoutes, type Route } from '../contract';
import { parseCsv } from '../csv';
import { brief } from '../http';
import { expectThat, skipUnless } from '../report';
import { idempotencyKey } from '../samples';

const http = 'Caching, validators and CORS';

/** Every endpoint at once, for the checks about all answers. */
const everyRoute: Route = {
  group: 'meta',
  method: 'get',
  path: '/api/*',
  summary: 'every answer',
  response: z.unknown(),
  errors: [],
  name: 'getOpenApi',
};

const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

/** The headers a browser client reads from answers (CORS must expose them). */
const exposed = [
  'idempotent-replay',
  'etag',
  'content-language',
  'content-disposition',
  'retry-after',
  'www-authenticate',
];
const requested = ['authorization', 'content-type', 'accept-language', 'idempotency-key', 'if-none-match'];

/**
 * Headers where the document promises them: Cache-Control by kind of answer; an ETag on every
 * JSON read, 304 to If-None-Match, HEAD without a body; Content-Language and Vary on localized
 * reads; a CSV's Content-Type, Content-Disposition and header line; CORS preflights and exposed
 * headers; the rate-limit headers when the server announces a limit, and Retry-After on a 429.
 */
export function headersChecks(): CheckDef[] {
  const checks: CheckDef[] = [];
  for (const route of allRoutes.filter((row) => row.method === 'get' && row.group !== 'meta')) {
    const base = {
      group: 'headers' as const,
      route,
      wants: wantsFor(route),
      locks: { read: readsOf(route.name), write: [] },
    };
    const pathOf = (kit: Parameters<CheckDef['run']>[0]) => {
      const path = kit.readPath(route);
      skipUnless(path, `no id to read ${route.path}`);
      return path;
    };
    const expected = cacheControlOf(route);
    checks.push({
      ...base,
      name: `answers Cache-Control: ${expected}`,
      rule: http,
      async run(kit) {
        const sent = await kit.send('get', pathOf(kit));
        expectSuccess(route, sent);
        expectThat(
          sent.headers.get('Cache-Control') === expected,
          `expected Cache-Control: ${expected}, got ${sent.headers.get('Cache-Control')}`,
        );
      },
    });
    if (route.produces !== 'text/csv')
      checks.push({
        ...base,
        name: 'answers JSON with an ETag; If-None-Match is a 304 without a body; HEAD has no body',
        rule: http,
        async run(kit) {
          const path = pathOf(kit);
          const sent = await kit.send('get', path);
          expectSuccess(route, sent);
          expectThat(
            sent.headers.get('Content-Type')?.startsWith('application/json'),
            `expected Content-Type: application/json, got ${sent.headers.get('Content-Type')}`,
          );
          const etag = sent.headers.get('ETag');
          expectThat(etag, 'expected an ETag, got none');
          const again = await kit.send('get', path, { headers: { 'If-None-Match': etag } });
          expectThat(
            again.status === 304 && again.text === '',
            `If-None-Match: ${etag}: expected 304 without a body, got ${brief(again, 80)}`,
          );
          const other = await kit.send('get', path, { headers: { 'If-None-Match': '"conformance-other"' } });
          expectThat(other.status === 200, `If-None-Match with another tag: expected 200, got ${brief(other, 80)}`);
          const head = await kit.send('head', path);
          expectThat(
            head.status === 200 && head.text === '',
            `HEAD ${path}: expected 200 without a body, got ${brief(head, 80)}`,
          );
          expectThat(
            head.headers.get('ETag') === etag,
            `HEAD ${path}: expected ETag ${etag}, got ${head.headers.get('ETag')}`,
          );
        },
      });
    if (route.localized)
      checks.push({
        ...base,
        name: 'Content-Language follows Accept-Language, with Vary: Accept-Language',
        rule: 'Languages',
        async run(kit) {
          const path = pathOf(kit);
          const other = contentLanguages.find((language) => language !== defaultContentLanguage)!;
          for (const [asked, language] of [
            [`${other}-XX,${other};q=0.9,${defaultContentLanguage};q=0.5`, other],
            [`xx-YY,zz;q=0.8`, defaultContentLanguage],
            [`${other};q=0,${defaultContentLanguage}`, defaultContentLanguage],
          ] as const) {
            const sent = await kit.send('get', path, { headers: { 'Accept-Language': asked } });
            expectSuccess(route, sent);
            expectThat(
              sent.headers.get('Content-Language') === language,
              `Accept-Language: ${asked}: expected Content-Language: ${language}, got ${sent.headers.get('Content-Language')}`,
            );
            expectThat(
              list(sent.headers.get('Vary')).includes('accept-language'),
              `expected Vary to name Accept-Language, got ${sent.headers.get('Vary')}`,
            );
          }
        },
      });
    if (route.produces === 'text/csv') {
      const columns = exportColumns[route.path as keyof typeof exportColumns] as readonly string[];
      checks.push({
        ...base,
        name: 'a CSV download: text/csv, Content-Disposition with the period, the documented header line',
        rule: 'CSV exports',
        async run(kit) {
          for (const [from, to] of [
            [undefined, undefined],
            ['2026-11-01', '2026-11-15'],
            ['2026-11-01', undefined],
          ] as const) {
            const query = new URLSearchParams({ ...(from ? { from } : {}), ...(to ? { to } : {}) }).toString();
            const sent = await kit.send('get', `${route.path}${query ? `?${query}` : ''}`);
            expectSuccess(route, sent);
            const disposition = `attachment; filename="${exportFileName(route.path, from, to)}"`;
            expectThat(
              sent.headers.get('Content-Disposition') === disposition,
              `${query || 'no period'}: expected Content-Disposition: ${disposition}, got ${sent.headers.get('Content-Disposition')}`,
            );
            const [header = []] = parseCsv(sent.text);
            expectThat(
              header.join(',') === columns.join(','),
              `expected the header line ${columns.join(',')}, got ${header.join(',')}`,
            );
          }
        },
      });
    }
  }
  for (const route of allRoutes.filter((row) => row.method !== 'get'))
    checks.push({
      group: 'headers',
      route,
      name: 'a refused write answers Cache-Control: no-store',
      rule: http,
      locks: { read: [], write: [] },
      async run(kit) {
        const sent = route.public
          ? await kit.signedOut(route.method, kit.anyPath(route), { body: ['not', 'an', 'object'] })
          : await kit.signedOut(route.method, kit.anyPath(route), {
              headers: route.idempotent ? idempotencyKey() : {},
            });
        expectThat(sent.status >= 400, `expected a refusal, got ${brief(sent)}`);
        expectThat(
          sent.headers.get('Cache-Control') === 'no-store',
          `${brief(sent, 60)}: expected Cache-Control: no-store, got ${sent.headers.get('Cache-Control')}`,
        );
      },
    });
  for (const path of [...new Set(allRoutes.map((route) => route.path))]) {
    const declared = allRoutes.filter((route) => route.path === path);
    const route = declared.find((row) => row.method !== 'get') ?? declared[0]!;
    checks.push({
      group: 'headers',
      route,
      name: `a CORS preflight for ${route.method.toUpperCase()} allows the method and the client's request headers`,
      rule: http,
      locks: { read: [], write: [] },
      async run(kit) {
        const origin = kit.options.origin;
        const sent = await kit.signedOut('options', kit.anyPath(route), {
          headers: {
            Origin: origin,
            'Access-Control-Request-Method': route.method.toUpperCase(),
            'Access-Control-Request-Headers': requested.join(', '),
          },
        });
        expectThat(
          sent.status >= 200 && sent.status < 300,
          `OPTIONS ${path} from ${origin}: expected a 2xx preflight, got ${brief(sent, 80)}`,
        );
        const allowOrigin = sent.headers.get('Access-Control-Allow-Origin');
        expectThat(
          allowOrigin === '*' || allowOrigin === origin,
          `expected Access-Control-Allow-Origin: ${origin} (or *), got ${allowOrigin}`,
        );
        const methods = list(sent.headers.get('Access-Control-Allow-Methods'));
        expectThat(
          methods.includes('*') || methods.includes(route.method),
          `expected Access-Control-Allow-Methods to allow ${route.method.toUpperCase()}, got ${sent.headers.get('Access-Control-Allow-Methods')}`,
        );
        const headers = list(sent.headers.get('Access-Control-Allow-Headers'));
        const missing = requested.filter(
          (name) => !headers.includes(name) && !(headers.includes('*') && name !== 'authorization'),
        );
        expectThat(
          missing.length === 0,
          `expected Access-Control-Allow-Headers to allow ${missing.join(', ')}, got ${sent.headers.get('Access-Control-Allow-Headers')}`,
        );
      },
    });
  }
  checks.push(
    {
      group: 'headers',
      route: allRoutes.find((row) => row.name === 'getBalance')!,
      name: 'answers to another origin carry Access-Control-Allow-Origin and expose the headers the client reads',
      rule: http,
      locks: { read: readsOf('getBalance'), write: [] },
      async run(kit) {
        const sent = await kit.send('get', routes.getBalance.path, { headers: { Origin: kit.options.origin } });
        const allowOrigin = sent.headers.get('Access-Control-Allow-Origin');
        expectThat(
          allowOrigin === '*' || allowOrigin === kit.options.origin,
          `expected Access-Control-Allow-Origin: ${kit.options.origin} (or *), got ${allowOrigin}`,
        );
        const names = list(sent.headers.get('Access-Control-Expose-Headers'));
        const limited = sent.headers.has('RateLimit-Limit')
          ? ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset']
          : [];
        const missing = [...exposed, ...limited].filter((name) => !names.includes(name) && !names.includes('*'));
        expectThat(
          missing.length === 0,
          `expected Access-Control-Expose-Headers to name ${missing.join(', ')}, got ${sent.headers.get('Access-Control-Expose-Headers')}`,
        );
      },
    },
    {
      group: 'headers',
      route: everyRoute,
      endpoint: 'ANY /api/*',
      name: 'when the server limits, every answer says RateLimit-Limit, -Remaining and -Reset',
      rule: 'Rate limits',
      locks: { read: [], write: [] },
      async run(kit) {
        const answers = [
          await kit.signedOut('get', routes.listExchanges.path),
          await kit.signedOut('get', routes.getMe.path),
          await kit.send('get', `/api/conformance-unknown-${crypto.randomUUID().slice(0, 8)}`),
        ];
        skipUnless(
          answers.some((sent) => sent.headers.has('RateLimit-Limit')),
          'the server announces no rate limit (no RateLimit-Limit header)',
        );
        for (const sent of answers) {
          const [limit, remaining, reset] = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'].map((name) =>
            sent.headers.get(name),
          );
          const whole = (value: string | null | undefined) => typeof value === 'string' && /^\d+$/.test(value);
          expectThat(
            whole(limit) && whole(remaining) && whole(reset),
            `${sent.method} ${sent.path} (${sent.status}): expected whole numbers in RateLimit-Limit, -Remaining and -Reset, got ${limit}, ${remaining}, ${reset}`,
          );
          expectThat(
            Number(remaining) <= Number(limit),
            `expected RateLimit-Remaining at most RateLimit-Limit ${limit}, got ${remaining}`,
          );
        }
      },
    },
    {
      group: 'headers',
      route: everyRoute,
      endpoint: 'ANY /api/*',
      name: 'every 429 the kit met said Retry-After and rate_limited',
      rule: 'Rate limits',
      phase: 'final',
      locks: { read: [], write: [] },
      async run(kit) {
        skipUnless(kit.tooMany.length, 'the kit met no 429');
        for (const sent of kit.tooMany) {
          expectThat(
            /^\d+$/.test(sent.headers.get('Retry-After') ?? ''),
            `${sent.method} ${sent.path}: expected Retry-After in seconds on a 429, got ${sent.headers.get('Retry-After')}`,
          );
          expectThat(
            (sent.body as { code?: string } | null)?.code === 'rate_limited',
            `${sent.method} ${sent.path}: expected code rate_limited, got ${brief(sent, 80)}`,
          );
        }
      },
    },
  );
  return checks;
}
