import type { z } from 'zod';
import { routes } from '@octoss/contract/routes';
import { contentLanguages, defaultContentLanguage, type RouteDef } from '@octoss/contract/route';
import { errorBodySchema } from '@octoss/contract/error';
import { codesOf, errorCodeMeanings } from '@octoss/contract/error-codes';
import { guideMarkdown, routeNoteOf } from '@octoss/contract/guide';
import type { StatusExamples } from './examples';
import { addOperationalAnswers } from './operational';
import { createSchemaCollector } from './schemas';
import { groupDescriptions } from '@octoss/contract/groups';
// The document's version is the contract package's: one number, raised with each change (the guide says how).
import contractPackage from '@octoss/contract/package.json';

type Json = Record<string, unknown>;

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
  'Content-Language': {
    description: 'The language the content is in.',
    schema: { type: 'string', enum: [...contentLanguages] },
  },
  Vary: { description: 'Accept-Language: caches keep one copy per language.', schema: { type: 'string' } },
};

const statusText: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No content',
  400: 'Invalid input (fieldErrors per field)',
  401: 'Not signed in: no valid bearer token',
  404: 'Not found',
  409: 'Conflict with the current state',
  422: 'Breaks a business rule',
  500: 'Server error',
};

/** What a route without a 4xx of its own can still answer (a method the path lacks, a refused request...). */
const anyClientError = {
  description:
    'A client error common to every route, in the error shape; its code is one of the catalogue in the API description.',
  example: { code: 'not_found', message: 'No such endpoint' },
};

/** A 401 names the scheme to authenticate with. */
const bearerChallengeHeader = {
  'WWW-Authenticate': {
    description: 'Bearer: sign in with POST /api/auth/sessions and send the token as `Authorization: Bearer <token>`.',
    schema: { type: 'string' },
  },
};

const pagingText =
  'Paged: `page` counts from 1 and `pageSize` is 1 to 100 (default 20); the answer is `{ items, page, pageSize, total }`. A page past the last answers 200 with no items and the real total. The order is stable: rows with equal sort keys keep the order they were created in, so paging never repeats or skips a row.';

/** The summary is the route's first sentence; the whole text, and what the table says about the route, is the description. */
function summaryOf(text: string): string {
  return text.split(/(?<=\.)\s|;\s/)[0]!.replace(/\.$/, '');
}

function descriptionOf(name: string, route: RouteDef): string {
  const query = route.query ? Object.keys(route.query.shape) : [];
  return [
    route.summary.replace(/([^.])$/, '$1.'),
    route.description,
    routeNoteOf(name),
    query.includes('page') ? pagingText : undefined,
    route.idempotent
      ? 'Idempotent: the `Idempotency-Key` header is required, and a repeated key replays the first answer instead of acting twice.'
      : undefined,
    route.localized ? 'Content (descriptions, notes, titles) comes in the language of `Accept-Language`.' : undefined,
  ]
    .filter(Boolean)
    .join(' ');
}

const catalogueText = Object.entries(errorCodeMeanings)
  .map(([code, { status, meaning }]) => `- \`${code}\` (${status}): ${meaning}`)
  .join('\n');

/** The OpenAPI 3.1 document of the route table; `examples` are response bodies by route name. */
export function buildOpenApi(examples: Readonly<Partial<Record<string, StatusExamples>>> = {}): Json {
  const { convert, components } = createSchemaCollector();
  const errorRef = convert(errorBodySchema, 'output');
  // Answers first: the plain component names belong to what the server sends.
  const table: [string, RouteDef][] = Object.entries(routes);
  for (const [, route] of table) convert(route.response, 'output');
  const paths: Record<string, Record<string, Json>> = {};

  for (const [name, route] of table) {
    const parameters: Json[] = [];
    for (const [location, schema] of [
      ['path', route.params],
      ['query', route.query],
    ] as const) {
      if (!schema) continue;
      const shape: Record<string, z.ZodType> = schema.shape;
      for (const [param, paramSchema] of Object.entries(shape)) {
        parameters.push({
          name: param,
          in: location,
          required: location === 'path' || !paramSchema.safeParse(undefined).success,
          schema: convert(paramSchema, 'input'),
        });
      }
    }
    if (route.idempotent) {
      parameters.push({
        name: 'Idempotency-Key',
        in: 'header',
        required: true,
        description:
          'One key per user action, scoped to the user, method and path and kept 24 hours. A repeated key replays the stored answer (2xx and the 404/409/422 of the rules, with Idempotent-Replay: true; never 400/413/415/429 or 5xx, which are not stored); the same key with another body is a 422 idempotency_mismatch; a concurrent request with the same key waits for the first and gets its answer.',
        schema: { type: 'string', minLength: 1, maxLength: 200 },
      });
    }
    if (route.localized) parameters.push(acceptLanguage);
    const success = route.status ?? 200;
    const mediaType = route.produces ?? 'application/json';
    const exampleOf = (status: number) => {
      const example = examples[name]?.[status];
      return example === undefined ? {} : { example };
    };
    const responses: Record<string, Json> = {
      [success]: {
        description: statusText[success] ?? 'OK',
        ...(route.localized ? { headers: contentLanguageHeaders } : {}),
        ...(success === 204
          ? {}
          : { content: { [mediaType]: { schema: convert(route.response, 'output'), ...exampleOf(success) } } }),
      },
    };
    for (const status of [...route.errors, 500]) {
      const codes = codesOf(route, status);
      responses[status] = {
        description: `${statusText[status] ?? 'Error'}. Codes: ${codes.join(', ')}.`,
        ...(status === 401 ? { headers: bearerChallengeHeader } : {}),
        content: {
          'application/json': {
            schema: { allOf: [errorRef, { type: 'object', properties: { code: { type: 'string', enum: codes } } }] },
            ...exampleOf(status),
          },
        },
      };
    }
    if (!route.errors.some((status) => status >= 400 && status < 500)) {
      responses['4XX'] = {
        description: anyClientError.description,
        content: { 'application/json': { schema: errorRef, example: anyClientError.example } },
      };
    }
    addOperationalAnswers(route, responses, errorRef);
    paths[route.path] ??= {};
    paths[route.path]![route.method] = {
      operationId: name,
      tags: [route.group],
      summary: summaryOf(route.summary),
      description: descriptionOf(name, route),
      // Every operation needs the bearer token (the document's global security) but the public ones.
      ...(route.public ? { security: [] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(route.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: convert(route.body, 'body') } } } }
        : {}),
      responses,
    };
  }

  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'OCTOSS API',
      version: contractPackage.version,
      description: `Trading-fee payback, referral, proof and payout API. Errors always have the shape { code, message, fieldErrors? }; each answer lists the exact codes it can carry. Growing lists are paged with page and pageSize and answer { items, page, pageSize, total }. Dates are ISO 8601 (UTC); amounts are USDT with at most 2 decimals, computed on whole cents. A user is identified by a bearer token from the sign-in (POST /api/auth/sessions), sent as Authorization: Bearer <token>; public operations say security: [], every other one answers 401 unauthorized without a valid token. Routes that take Accept-Language answer their content (descriptions, notes, titles) in the reader's language and name it in Content-Language; codes stay codes for the client to translate.\n\nError codes:\n${catalogueText}\n\n${guideMarkdown()}`,
      contact: { name: 'OCTOSS API team', url: 'https://octoss.app/developers', email: 'api@octoss.app' },
      license: { name: 'Proprietary', url: 'https://octoss.app/terms' },
    },
    tags: Object.entries(groupDescriptions).map(([tag, description]) => ({ name: tag, description })),
    servers: [{ url: '/', description: 'The same origin as the app (or the mock server: npm run mock-server)' }],
    security: [{ bearerAuth: [] }],
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The token of `POST /api/auth/sessions` (sign-in), sent as `Authorization: Bearer <token>`. Operations with `security: []` are public; every other one answers 401 `unauthorized` with `WWW-Authenticate: Bearer` without a valid token (none, unknown, expired or signed out).',
        },
      },
    },
  };
}
