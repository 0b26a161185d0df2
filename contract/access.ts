import { publicReadMaxAgeSeconds } from './caching';
import type { RouteDef } from './route';

/**
 * How a user is identified: a bearer token (`Authorization: Bearer <token>`) from the sign-in route,
 * `POST /api/auth/sessions`. This is the one list of what answers without one; every other route
 * answers 401 `unauthorized` (with `WWW-Authenticate: Bearer`) before it does anything.
 *
 * Public: the public reads of caching.ts (the same for every reader: proof metrics, Link-in-Bio
 * profiles, exchanges and their directory, deals, FAQ, AI assistants, market products, referral
 * rates, tiers), and these operations.
 */
const publicOperations: readonly string[] = [
  'POST /api/auth/sessions', // signing in needs no user
  'POST /api/partner-applications', // the /deals application form is for anyone
  'GET /api/openapi.json', // the document itself
];

const publicReads = Object.keys(publicReadMaxAgeSeconds).map((path) => `GET ${path}`);
const publicSet = new Set([...publicReads, ...publicOperations]);

/** Whether `method path` (the route table's template path) answers without a signed-in user. */
export function isPublicOperation(route: Pick<RouteDef, 'method' | 'path'>): boolean {
  return publicSet.has(`${route.method.toUpperCase()} ${route.path}`);
}

/** The status every route that needs a user can answer, and the header that comes with it. */
export const unauthorizedStatus = 401;
export const bearerChallenge = 'Bearer';

type WithAccess<T> = { [K in keyof T]: T[K] & { public: boolean } };

/** Marks each row public or not, and adds the 401 to the error statuses of every row that needs a user. */
export function withAccess<T extends Record<string, RouteDef>>(rows: T): WithAccess<T> {
  const marked = Object.fromEntries(
    Object.entries(rows).map(([name, route]) => {
      const open = isPublicOperation(route);
      const errors =
        open || route.errors.includes(unauthorizedStatus)
          ? route.errors
          : [...route.errors, unauthorizedStatus].sort((a, b) => a - b);
      return [name, { ...route, public: open, errors }];
    }),
  );
  // Object.fromEntries loses the keys: the same rows, each with `public` added.
  return marked as WithAccess<T>;
}
