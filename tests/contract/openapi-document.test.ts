// @vitest-environment node
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { codesOf, errorCodeMeanings, operationalCodes, operationalStatuses } from '@octoss/contract/error-codes';
import type { RouteDef } from '@octoss/contract/route';
import { routes } from '@octoss/contract/routes';
import { errorCodes } from '@octoss/contract/errors';
import { recordedRequests } from '@mocks/openapi/recorded-requests';

type Media = { schema: unknown; example?: unknown };
type Operation = {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  responses: Record<string, { content?: Record<string, Media> }>;
  requestBody?: { content: Record<string, Media> };
};
type Document = {
  components: { schemas: Record<string, unknown> };
  tags: { name: string }[];
  info: { contact?: unknown; license?: unknown };
  paths: Record<string, Record<string, Operation>>;
};

const document = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8')) as Document;
const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
const routeOf = (operation: Operation) => routes[operation.operationId as keyof typeof routes] as RouteDef;

/** Ajv over the document's own components, so a `$ref` in a response schema resolves. */
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'doc', components: document.components }, 'doc');

function validatorFor(schema: unknown) {
  const rewritten = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')) as object;
  return ajv.compile(rewritten);
}

function walk(node: unknown, visit: (key: string, value: unknown) => void) {
  if (Array.isArray(node)) node.forEach((item) => walk(item, visit));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      visit(key, value);
      walk(value, visit);
    }
  }
}

describe('openapi.json says what the contract says', () => {
  it('gives every operation a summary, a description, a declared tag and its 4xx answers; info has contact and license', () => {
    const declared = new Set(document.tags.map((tag) => tag.name));
    for (const operation of operations) {
      expect(operation.summary, operation.operationId).toBeTruthy();
      expect(operation.description, operation.operationId).toBeTruthy();
      expect(
        operation.tags?.every((tag) => declared.has(tag)),
        operation.operationId,
      ).toBe(true);
      expect(
        Object.keys(operation.responses).some((status) => status.startsWith('4')),
        operation.operationId,
      ).toBe(true);
    }
    expect(document.info.contact).toBeTruthy();
    expect(document.info.license).toBeTruthy();
  });

  it('has a realistic example for every documented status, and each passes its schema', () => {
    for (const operation of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        for (const [mediaType, media] of Object.entries(response.content ?? {})) {
          const where = `${operation.operationId} ${status} ${mediaType}`;
          expect(media.example, where).toBeDefined();
          const validate = validatorFor(media.schema);
          expect(validate(media.example), `${where}: ${JSON.stringify(validate.errors)}`).toBe(true);
        }
      }
    }
  });

  it('lists, per route and status, exactly the codes of the catalogue that route can answer', () => {
    for (const operation of operations) {
      const route = routeOf(operation);
      for (const status of [...route.errors, 500]) {
        const schema = operation.responses[status]?.content?.['application/json']?.schema as {
          allOf: [unknown, { properties: { code: { enum: string[] } } }];
        };
        const codes = schema.allOf[1].properties.code.enum;
        expect(codes, `${operation.operationId} ${status}`).toEqual(codesOf(route, status));
        expect(codes.length, `${operation.operationId} ${status} names no code`).toBeGreaterThan(0);
        for (const code of codes)
          expect(errorCodeMeanings[code as keyof typeof errorCodeMeanings]?.status, `${code} on ${status}`).toBe(
            status,
          );
      }
    }
    // Every answered code of the catalogue is answered by some route: no dead codes like the old `conflict`.
    const answered = new Set<string>(
      Object.values(routes).flatMap((route) =>
        [...(route as RouteDef).errors, 500].flatMap((status) => codesOf(route as RouteDef, status)),
      ),
    );
    const clientOnly: string[] = [errorCodes.network, errorCodes.timeout];
    for (const code of operationalCodes) answered.add(code);
    expect(Object.values(errorCodes).filter((code) => !clientOnly.includes(code) && !answered.has(code))).toEqual([]);
  });

  it('has recorded requests for every operation and every documented status', () => {
    const recorded = new Set(recordedRequests.map((request) => `${request.route} ${request.status}`));
    const documented = operations.flatMap((operation) =>
      // A status range (4XX) is no single answer a request can be recorded for; the transport's own
      // answers (304, 413, 415, 429) are played by tests/contract/hardening.test.ts instead, unless
      // the route answers one by its own rules (the sign-in's 429).
      Object.keys(operation.responses)
        .filter(
          (status) =>
            /^\d+$/.test(status) &&
            (!operationalStatuses.includes(status) || routeOf(operation).errors.includes(Number(status))),
        )
        .map((status) => `${operation.operationId} ${status}`),
    );
    expect(documented.filter((pair) => !recorded.has(pair))).toEqual([]);
    expect([...recorded].filter((pair) => !documented.includes(pair))).toEqual([]);
  });

  it('names response schemas for what they are: no …Input twins where nothing is sent', () => {
    expect(Object.keys(document.components.schemas).filter((name) => name.endsWith('Input'))).toEqual([]);
  });

  it('reads optional request fields as optional (no `default`, which generators make required) and numbers without zod’s safe-integer bounds', () => {
    for (const operation of operations) {
      walk(operation.requestBody, (key) => expect(key, `${operation.operationId} request body`).not.toBe('default'));
    }
    walk(document, (key, value) => {
      if (key === 'minimum' || key === 'maximum') expect(Math.abs(value as number)).not.toBe(Number.MAX_SAFE_INTEGER);
    });
    const telegram = document.components.schemas.PartnerApplication as {
      properties: Record<string, { description?: string }>;
      required: string[];
    };
    expect(telegram.required).not.toContain('telegram');
    expect(telegram.properties.telegram?.description).toMatch(/Optional: when absent the server uses ""/);
  });

  it('says what each number is: money in cents, rates 0 to 1, counts from 0', () => {
    const schemas = document.components.schemas as Record<
      string,
      { properties: Record<string, Record<string, unknown>> }
    >;
    expect(schemas.Balance!.properties.claimable).toMatchObject({ type: 'number', minimum: 0, 'x-multipleOf': 0.01 });
    expect(schemas.Balance!.properties.claimable!.description).toMatch(/half up to the cent/);
    expect(schemas.Exchange!.properties.paybackRate).toMatchObject({ minimum: 0, maximum: 1 });
    expect(schemas.ProofMetrics!.properties.reconciliationsThisWeek).toMatchObject({ type: 'integer', minimum: 0 });
  });
});
