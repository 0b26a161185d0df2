/**
 * Requests wait here until the mock service worker is active, so none escapes to the network
 * while the app has already painted. Live mode (and tests) never set a gate.
 */
let gate: Promise<unknown> = Promise.resolve();

export function holdRequestsUntil(ready: Promise<unknown>): void {
  // A worker that fails to start must not freeze the app: requests then go out and fail visibly.
  gate = ready.catch(() => undefined);
}

export function requestsReady(): Promise<unknown> {
  return gate;
}
