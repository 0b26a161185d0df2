import type { RouteDef, RouteExample } from '@octoss/contract/route';
import { routeNames, routes, type RouteName } from '@octoss/contract/routes';

/** The data sets the OpenAPI document's examples are recorded from. */
export type RecordedDataset = NonNullable<RouteExample['dataset']>;

/**
 * One request of the recorded set: an example of a row (`examples` in the route table), which makes
 * `route` answer `status`. The set covers every operation and every status the document names; it
 * is replayed in order on a fresh mock (so later requests see the writes of earlier ones), gives
 * the document its examples, and runs through Prism's validation proxy in the contract tests.
 */
export type RecordedRequest = RouteExample & { route: RouteName };

/** Every row's example requests, in the table's order (contract/route.ts, `examples`). */
const requests: RecordedRequest[] = routeNames.flatMap((name) => {
  const row: RouteDef = routes[name];
  return (row.examples ?? []).map((example) => ({ route: name, ...example }));
});

/** Each route that needs a user answers its first successful request with a 401 when it is sent signed out. */
function withUnauthorized(list: RecordedRequest[]): RecordedRequest[] {
  const firstOf = new Map<RouteName, RecordedRequest>();
  for (const request of list)
    if (!routes[request.route].public && !firstOf.has(request.route) && request.status < 300)
      firstOf.set(request.route, request);
  return [
    ...list,
    ...[...firstOf.values()].map((request) => ({
      ...request,
      status: 401,
      auth: 'none' as const,
      repeat: undefined,
      advanceClockMs: undefined,
    })),
  ];
}

/** Each route's 500, made by the mock's fault switch for its group (`?mockFail=`). */
function withServerErrors(list: RecordedRequest[]): RecordedRequest[] {
  const firstOf = new Map<RouteName, RecordedRequest>();
  for (const request of list)
    if (!firstOf.has(request.route) && request.status < 300) firstOf.set(request.route, request);
  return [...list, ...[...firstOf.values()].map((request) => ({ ...request, status: 500, repeat: undefined }))];
}

export const recordedRequests: readonly RecordedRequest[] = withServerErrors(withUnauthorized(requests));
