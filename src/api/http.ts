import { config } from '@/lib/config';
import { defaultRequestTimeoutMs } from '@/lib/requestTimeout';
import { errorBodySchema } from '@octoss/contract/error';
import { errorCodes } from '@octoss/contract/errors';
import { ApiError } from './errors';
import { authToken, requireSignIn } from './authToken';
import { runRequestHook } from './requestHook';

/**
 * The API client's one transport: the browser's own `fetch`, behind the request hook, the bearer
 * token, a timeout and the contract's error shape. No HTTP library: axios was 20.7 kB gzip of every
 * page's libraries and 2 to 4 ms of work a request on a phone (merging its configs, reading the
 * XSRF cookie through the cookie store), for what these few lines do.
 */

/** One request as the endpoints (src/api/endpoints.ts) and the sign-in (src/api/signIn.ts) make it. */
export type HttpRequest = {
  method: string;
  /** The path under the API's base (`/api/...`), parameters filled in. */
  path: string;
  /** Query parameters: those left undefined are not sent. */
  query?: Readonly<Record<string, unknown>>;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  /** How the answer's body is read: JSON (the default) or text (a CSV export). */
  read?: 'json' | 'text';
  /**
   * A request of the sign-in itself (the sign-in, the check of a stored token): it does not wait
   * for the start-up sign-in, and its 401 does not ask the user to sign in.
   */
  partOfSignIn?: boolean;
};

export type HttpResponse = { status: number; data: unknown };

/** What sends a request: `fetch`, or while the build prerenders, the demo backend in Node (src/prerender/publicReads.ts). */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (url, init) => fetch(url, init);

/** Sends every request through `next` from now on; returns the transport it replaces. */
export function setTransport(next: Transport): Transport {
  const before = transport;
  transport = next;
  return before;
}

/** `?page=2&pageSize=10`, without the parameters left undefined (or null). */
function queryString(query: Readonly<Record<string, unknown>> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const each of Array.isArray(value) ? value : [value]) search.append(name, String(each));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The answer's body: JSON (nothing for an empty body, as a 204 has) or text. A body that is not
 * JSON stays text, which the route's schema then refuses as an answer outside the contract.
 */
async function readBody(response: Response, read: 'json' | 'text'): Promise<unknown> {
  const text = await response.text();
  if (read === 'text') return text;
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A failed answer as the contract's error, or the server's failure when its body is not one. */
async function answeredError(response: Response): Promise<ApiError> {
  const body = errorBodySchema.safeParse(await readBody(response, 'json'));
  return new ApiError(
    response.status,
    body.success
      ? body.data
      : { code: errorCodes.server, message: `Request failed with status code ${response.status}` },
  );
}

/** Every failure leaves the client as an ApiError with the contract's error shape (status 0: no answer). */
export function toApiError(error: unknown, timedOutAfterMs?: number): ApiError {
  if (error instanceof ApiError) return error;
  if (timedOutAfterMs !== undefined)
    return new ApiError(0, { code: errorCodes.timeout, message: `timeout of ${timedOutAfterMs}ms exceeded` });
  return new ApiError(0, { code: errorCodes.network, message: String(error) });
}

/**
 * Sends `request` once the request hook (src/api/requestHook.ts) lets it leave, with the headers
 * and timeout it says (read when the request leaves, not when it was made) and the signed-in
 * user's bearer token when there is one (read after the hook: a start-up sign-in may have stored
 * it meanwhile). Resolves with a 2xx answer; rejects with an ApiError.
 */
export async function send(request: HttpRequest): Promise<HttpResponse> {
  const method = request.method.toUpperCase();
  const partOfSignIn = request.partOfSignIn ?? false;
  let token: string | undefined;
  let timedOutAfterMs: number | undefined;
  try {
    const changes = await runRequestHook({ method, url: request.path, partOfSignIn });
    const headers = new Headers({ Accept: 'application/json', ...request.headers, ...changes.headers });
    token = authToken.get();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (request.body !== undefined) headers.set('Content-Type', 'application/json');
    const timeoutMs = changes.timeoutMs ?? defaultRequestTimeoutMs;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      timedOutAfterMs = timeoutMs;
      abort.abort();
    }, timeoutMs);
    try {
      const response = await transport(`${config.apiBaseUrl}${request.path}${queryString(request.query)}`, {
        method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: abort.signal,
      });
      if (!response.ok) throw await answeredError(response);
      return { status: response.status, data: await readBody(response, request.read ?? 'json') };
    } finally {
      clearTimeout(timer);
    }
  } catch (error) {
    const apiError = toApiError(error, timedOutAfterMs);
    // The one place a 401 is handled: the token it was sent with is dropped and the app asks the
    // user to sign in (src/components/SignInPrompt.tsx). Never retried: a 4xx is not (app/queryClient.ts).
    if (apiError.status === 401 && !partOfSignIn) requireSignIn(token);
    throw apiError;
  }
}
