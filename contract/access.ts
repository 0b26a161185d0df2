import type { RouteDef } from './route';

/**
 * How a user is identified: a bearer token (`Authorization: Bearer <token>`) from the sign-in route,
 * `POST /api/auth/sessions`. A row marked `public` answers without one; every other route answers
 * 401 `unauthorized` (with `WWW-Authenticate: Bearer`) before it does anything: this is the status
 * and the header's scheme.
 */
export const unauthorizedStatus = 401;
export const bearerChallenge = 'Bearer';

type WithAccess<T> = { [K in keyof T]: T[K] & { public: boolean } };

/** Marks each row public or not, and adds the 401 to the error statuses of every row that needs a user. */
export function withAccess<T extends Record<string, RouteDef>>(rows: T): WithAccess<T> {
  const marked = Object.fromEntries(
    Object.entries(rows).map(([name, route]) => {
      const open = route.public === true;
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
