import type { z } from 'zod';
import { routes } from '@/api/contract/routes';
import { contentLanguages, defaultContentLanguage, type RouteDef } from '@/api/contract/route';
import { errorBodySchema } from '@/api/contract/error';
import { addOperationalAnswers } from './operational';
import { createSchemaCollector } from './schemas';

type Json = Record<string, unknown>;
export type Examples = Partial<Record<string, unknown>>;

const languageList = contentLanguages.join(', ');

/** Localized routes: the reader asks with Accept-Language and the answer names its language. */
const acceptLanguage = {
  name: 'Accept-Language',
  in: 'header',
  required: false,
  description: `The reader's languages, e.g. \`ko-KR,ko;q=0.9,en;q=0.5\`: the first supported one (${languageList}; region subtags match their language, q-values order them) is the language of descriptions, notes and titles; anything else gets ${defaultContentLanguage}. Codes (statuses, types, regions, sources) never change.`,
  schema: { type: 'string', default: defaultContentLanguage },
};
const contentLanguageHeaders = {
  'Content-Language': { description: 'The language the content is in.', schema: { type: 'string', enum: [...contentLanguages] } },
  Vary: { description: 'Accept-Language: caches keep one copy per language.', schema: { type: 'string' } },
};

const statusText: Record<number, string> = { 200: 'OK', 201: 'Created', 204: 'No content', 400: 'Invalid input (fieldErrors per field)', 404: 'Not found', 409: 'Conflict with the current state', 422: 'Breaks a business rule', 500: 'Server error' };

/** The OpenAPI 3.1 document of the route table; `examples` are response bodies by route name. */
export function buildOpenApi(examples: Examples = {}): Json {
  const { convert, components } = createSchemaCollector();
  const errorRef = convert(errorBodySchema, 'output');
  const paths: Record<string, Record<string, Json>> = {};

  for (const [name, route] of Object.entries(routes) as [string, RouteDef][]) {
    const parameters: Json[] = [];
    for (const [location, schema] of [['path', route.params], ['query', route.query]] as const) {
      if (!schema) continue;
      const shape = (schema as z.ZodObject).shape as Record<string, z.ZodType>;
      for (const [param, paramSchema] of Object.entries(shape)) {
        parameters.push({ name: param, in: location, required: location === 'path' || !paramSchema.safeParse(undefined).success, schema: convert(paramSchema, 'input') });
      }
    }
    if (route.idempotent) {
      parameters.push({ name: 'Idempotency-Key', in: 'header', required: true, description: 'One key per user action, scoped to the user, method and path and kept 24 hours. A repeated key replays the stored answer (2xx and the 404/409/422 of the rules, with Idempotent-Replay: true; never 400/413/415/429 or 5xx, which are not stored); the same key with another body is a 422 idempotency_mismatch; a concurrent request with the same key waits for the first and gets its answer.', schema: { type: 'string', minLength: 1, maxLength: 200 } });
    }
    if (route.localized) parameters.push(acceptLanguage);
    const success = route.status ?? 200;
    const mediaType = route.produces ?? 'application/json';
    const example = examples[name];
    const responses: Record<string, Json> = {
      [success]: {
        description: statusText[success] ?? 'OK',
        ...(route.localized ? { headers: contentLanguageHeaders } : {}),
        ...(success === 204 ? {} : { content: { [mediaType]: { schema: convert(route.response, 'output'), ...(example === undefined ? {} : { example }) } } }),
      },
    };
    for (const status of [...route.errors, 500]) {
      responses[status] = { description: statusText[status] ?? 'Error', content: { 'application/json': { schema: errorRef } } };
    }
    addOperationalAnswers(route, responses, errorRef);
    paths[route.path] ??= {};
    paths[route.path]![route.method] = {
      operationId: name,
      tags: [route.group],
      summary: route.summary,
      ...(parameters.length ? { parameters } : {}),
      ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: convert(route.body, 'input') } } } } : {}),
      responses,
    };
  }

  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'OCTOSS API',
      version: '1.0.0',
      description: 'Trading-fee payback, referral, proof and payout API. Errors always have the shape { code, message, fieldErrors? }. Lists are paged with page and pageSize and answer { items, page, pageSize, total }. Dates are ISO 8601 (UTC); amounts are USDT with at most 2 decimals. Routes that take Accept-Language answer their content (descriptions, notes, titles) in the reader\'s language and name it in Content-Language; codes stay codes for the client to translate.',
    },
    servers: [{ url: '/', description: 'The same origin as the app (or the mock server: npm run mock-server)' }],
    paths,
    components: { schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))) },
  };
}
