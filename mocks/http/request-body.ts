import { maxRequestBodyBytes } from '@octoss/contract/errors';
import type { RouteDef } from '@octoss/contract/route';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../shared/http-error';

export type RequestBody = {
  /** The body as sent (what an idempotency key is compared against, once canonical). */
  canonical: string;
  /** The parsed JSON, or undefined when no body was sent. */
  value: unknown;
};

/** How deep a request body's arrays and objects may nest: the contract's deepest body is 2. */
export const maxJsonDepth = 32;

/** The deepest nesting of arrays and objects in JSON text, counted without parsing it (so without recursion). */
function nestingOf(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') deepest = Math.max(deepest, (depth += 1));
    else if (char === '}' || char === ']') depth -= 1;
  }
  return deepest;
}

function isJson(contentType: string | null): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * Reads a request body the way the contract says: at most `maxRequestBodyBytes` (413), JSON only
 * (`Content-Type: application/json`, else 415: a text/plain write would skip the browser's CORS
 * preflight), nested at most `maxJsonDepth` levels and valid JSON (400), and none at all on a route
 * that takes none (an empty object is tolerated there, as many clients send one).
 */
export async function readRequestBody(route: RouteDef, request: Request): Promise<RequestBody> {
  const declared = Number(request.headers.get('Content-Length') ?? 0);
  if (declared > maxRequestBodyBytes) throw payloadTooLarge(maxRequestBodyBytes);
  const text = route.method === 'get' ? '' : await request.clone().text();
  if (new TextEncoder().encode(text).length > maxRequestBodyBytes) throw payloadTooLarge(maxRequestBodyBytes);
  if (!text) return { canonical: '', value: undefined };
  const contentType = request.headers.get('Content-Type');
  if (!isJson(contentType)) throw unsupportedMediaType(contentType);
  if (nestingOf(text) > maxJsonDepth)
    throw badRequest(`The request body nests deeper than ${maxJsonDepth} levels`, {
      _: [`At most ${maxJsonDepth} levels of arrays and objects`],
    });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON', { _: ['Not valid JSON'] });
  }
  if (!route.body) {
    const empty =
      typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
    if (!empty) throw badRequest('This endpoint takes no request body', { _: ['No body expected'] });
    return { canonical: '', value: undefined };
  }
  return { canonical: JSON.stringify(value), value };
}
