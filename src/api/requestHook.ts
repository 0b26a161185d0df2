/**
 * The HTTP client's one seam (src/api/http.ts awaits it before every request leaves): whoever
 * starts the app registers a hook that may hold a request back and say what it carries. The client
 * knows nothing of what stands behind it: the entry (src/main.tsx) registers the reader's language
 * and, in demo and testnet builds, the demo backend's gate and timeout. Its own module, free of
 * the client and zod, so the entry can register the hook without loading the client.
 */

/** What the client tells the hook about a request about to leave. */
export type OutgoingRequest = {
  readonly method: string;
  readonly url: string;
  /**
   * A request of the sign-in itself (the sign-in, the check of a stored token): a hook that waits
   * for a start-up sign-in must not hold it back.
   */
  readonly partOfSignIn: boolean;
};

/** What the hook decides for the request: headers to set, and the timeout (the client's 15 s when left out). */
export type RequestChanges = {
  readonly headers?: Readonly<Record<string, string>>;
  readonly timeoutMs?: number;
};

/** Runs when a request leaves (not when it was made), so it may wait, and reads the state of that moment. */
export type RequestHook = (request: OutgoingRequest) => RequestChanges | void | Promise<RequestChanges | void>;

let hook: RequestHook | undefined;

/** Registers the hook every request awaits (one at a time: the last one registered); `undefined` removes it. */
export function setRequestHook(next: RequestHook | undefined): void {
  hook = next;
}

/** What the registered hook decides for `request` (nothing when none is registered). */
export async function runRequestHook(request: OutgoingRequest): Promise<RequestChanges> {
  return (await hook?.(request)) ?? {};
}

/** A write refused before it left, because the browser is offline (`navigator.onLine` false). */
export class OfflineWriteError extends Error {
  constructor(method: string, url: string) {
    super(`Offline: ${method} ${url} was not sent`);
    this.name = 'OfflineWriteError';
  }
}

/**
 * The hook, with every write (anything but GET) refused while the browser is offline: nothing is
 * sent that might or might not arrive, and the mutation's toast says so (src/app/queryClient.ts).
 * Reads still go out: the demo backend's worker answers them from its data, a live server's
 * failures show each query's error state.
 */
export function refusingWritesOffline(next: RequestHook): RequestHook {
  return (request) => {
    if (
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      typeof navigator !== 'undefined' &&
      !navigator.onLine
    ) {
      throw new OfflineWriteError(request.method, request.url);
    }
    return next(request);
  };
}
