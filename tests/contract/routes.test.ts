// @vitest-environment node
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { routes } from '@octoss/contract/routes';
import type { RouteDef } from '@octoss/contract/route';
import { errorBodySchema } from '@octoss/contract/error';
import { fillPath } from '@/api/endpoints';
import { snapshot } from '@mocks/persist';
import { transports, useTransport } from './transports';

const entries = Object.entries(routes) as [string, RouteDef][];
const getsWithoutParams = entries.filter(
  ([, route]) => route.method === 'get' && !route.params && route.group !== 'testnet' && route.group !== 'meta',
);

describe.each(transports)('the route table against $name', (transport) => {
  const mock = useTransport(transport);
  const { send } = mock;

  it.each(getsWithoutParams)('%s answers 2xx within its contract', async (_name, route) => {
    const { status, body, text, headers } = await send('get', route.path);
    expect(status).toBe(route.status ?? 200);
    if (route.produces === 'text/csv') {
      expect(headers.get('content-type')).toMatch(/text\/csv/);
      expect(text.split('\r\n')[0]).toMatch(/^\w+(,\w+)*$/);
    } else {
      expect(route.response.safeParse(body).error).toBeUndefined();
    }
  });

  it.each(entries.filter(([, route]) => route.body))(
    '%s rejects a missing body and wrong types with 400 and changes nothing',
    async (_name, route) => {
      const path = fillPath(route.path, { id: 'x', code: 'x' });
      await send('get', '/api/me'); // signed in before the snapshot: the sign-in's session is no change of the request
      const before = snapshot(mock.env.db);
      for (const init of [
        { rawBody: '' },
        { body: { amount: 'lots', uid: 42, exchangeId: [], completed: 'yes', source: 7, reason: 1 } },
        { rawBody: '{not json' },
      ]) {
        const { status, body } = await send(route.method, path, {
          ...init,
          headers: { 'Idempotency-Key': crypto.randomUUID() },
        });
        expect([400, 404]).toContain(status);
        expect(errorBodySchema.safeParse(body).success).toBe(true);
        if (status === 400) expect((body as { code: string }).code).toBe('validation');
      }
      expect(snapshot(mock.env.db)).toBe(before);
    },
  );

  it.each(entries.filter(([, route]) => route.params))(
    '%s answers 404 with the error shape for an unknown id',
    async (_name, route) => {
      // Only the properties the route takes: unknown ones are a 400 before the id is looked up.
      const candidates = { reason: 'A long enough reason for the test', completed: true };
      const body = route.body
        ? Object.fromEntries(Object.entries(candidates).filter(([key]) => key in (route.body as z.ZodObject).shape))
        : undefined;
      const response = await send(route.method, fillPath(route.path, { id: 'no-such-id', code: 'no-such-code' }), {
        body,
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      });
      expect(response.status).toBe(404);
      expect(errorBodySchema.parse(response.body).code).toBe('not_found');
    },
  );
});
