import { http, type HttpHandler } from 'msw';
import { routes } from '@octoss/contract/routes';
import { errorCodes } from '@octoss/contract/errors';
import { errorResponse } from './route';

/** Only the API's own paths: the page, its modules and its assets pass through untouched. */
const apiPath = /^https?:\/\/[^/]+\/api\//;

function isWellFormed(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * First of all handlers: a path with a malformed %-escape (`/api/profiles/%`) answers 400 in the
 * error shape. Matched by a regular expression, as a path pattern would try to decode it and throw.
 */
export function malformedPathHandler(): HttpHandler {
  return http.all(apiPath, ({ request }) => {
    const { pathname } = new URL(request.url);
    if (isWellFormed(pathname)) return undefined;
    return errorResponse(400, {
      code: errorCodes.validation,
      message: 'The path holds a malformed %-escape',
      fieldErrors: { path: ['Malformed percent-encoding'] },
    });
  });
}

const routePatterns = Object.values(routes).map((route) => ({
  method: route.method.toUpperCase(),
  pattern: new RegExp(`^${route.path.replace(/\{\w+\}/g, '[^/]+').replace(/\./g, '\\.')}$`),
}));

/** The methods a path answers to (HEAD with GET), or none when the path is not the API's. */
export function allowedMethods(pathname: string): string[] {
  const methods = routePatterns.filter(({ pattern }) => pattern.test(pathname)).map(({ method }) => method);
  return [...new Set(methods.flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : [method])))];
}

/**
 * Last of all handlers: an API path no handler answered. A known path with another method is a
 * 405 with `Allow`; anything else (also a route the current data set does not serve, such as the
 * testnet routes on the demo data set) is a 404, both in the error shape.
 */
export function unansweredHandler(): HttpHandler {
  return http.all(apiPath, ({ request }) => {
    const { pathname } = new URL(request.url);
    const allowed = allowedMethods(pathname);
    if (allowed.length && !allowed.includes(request.method)) {
      return errorResponse(
        405,
        {
          code: errorCodes.methodNotAllowed,
          message: `${request.method} is not allowed here; use ${allowed.join(', ')}`,
        },
        { Allow: allowed.join(', ') },
      );
    }
    return errorResponse(404, { code: errorCodes.notFound, message: 'No such endpoint' });
  });
}
