/**
 * Requests wait here until the mock service worker is active, so none escapes to the network
 * while the app has already painted; requests that need a user also wait for the start-up
 * sign-in of the demo account. Live mode (and tests) never set a gate.
 */
let gate: Promise<unknown> = Promise.resolve();
let signedInGate: Promise<unknown> = Promise.resolve();

export function holdRequestsUntil(ready: Promise<unknown>): void {
  // A worker that fails to start must not freeze the app: requests then go out and fail visibly.
  gate = ready.catch(() => undefined);
}

/** Every request but the sign-in's own waits for `signedIn` (the demo backend's start-up sign-in). */
export function holdSignedInRequestsUntil(signedIn: Promise<unknown>): void {
  signedInGate = signedIn.catch(() => undefined);
}

export function requestsReady(): Promise<unknown> {
  return gate;
}

export function signedInRequestsReady(): Promise<unknown> {
  return Promise.all([gate, signedInGate]);
}
