import axios, { AxiosError } from 'axios';
import { config } from '@/lib/config';
import { defaultRequestTimeoutMs } from '@/lib/requestTimeout';
import { errorBodySchema } from '@octoss/contract/error';
import { errorCodes } from '@octoss/contract/errors';
import { ApiError } from './errors';
import { authToken, requireSignIn } from './authToken';
import { runRequestHook } from './requestHook';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * A request of the sign-in itself (the sign-in, the check of a stored token): it does not wait
     * for the start-up sign-in, and its 401 does not ask the user to sign in.
     */
    partOfSignIn?: boolean;
  }
}

export const http = axios.create({
  baseURL: config.apiBaseUrl || undefined,
  headers: { Accept: 'application/json' },
});

const bearer = (token: string) => `Bearer ${token}`;

http.interceptors.request.use(async (request) => {
  // The request hook (src/api/requestHook.ts) may hold the request back (e.g. until a backend
  // answers this page and its user has signed in) and says its headers and timeout: what the
  // entry registered, read when the request leaves, not when it was made.
  const changes = await runRequestHook({
    method: (request.method ?? 'get').toUpperCase(),
    url: request.url ?? '',
    partOfSignIn: request.partOfSignIn ?? false,
  });
  // The one place a request says who asks: the signed-in user's bearer token, when there is one
  // (read after the hook: a start-up sign-in may have stored it meanwhile).
  const token = authToken.get();
  if (token) request.headers.set('Authorization', bearer(token));
  request.timeout = changes.timeoutMs ?? defaultRequestTimeoutMs;
  for (const [name, value] of Object.entries(changes.headers ?? {})) request.headers.set(name, value);
  return request;
});

/** Every failure leaves the client as an ApiError with the contract's error shape. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    if (error.response) {
      const body = errorBodySchema.safeParse(error.response.data);
      return new ApiError(
        error.response.status,
        body.success ? body.data : { code: errorCodes.server, message: error.message },
      );
    }
    const timedOut = error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT;
    return new ApiError(0, {
      code: timedOut ? errorCodes.timeout : errorCodes.network,
      message: error.message,
    });
  }
  return new ApiError(0, { code: errorCodes.network, message: String(error) });
}

/**
 * The one place a 401 is handled: the token it was sent with is dropped and the app asks the user
 * to sign in (src/components/SignInPrompt.tsx). Never retried: a 4xx is not (app/queryClient.ts).
 */
function handleUnauthorized(error: unknown, apiError: ApiError): void {
  if (apiError.status !== 401 || !(error instanceof AxiosError) || error.config?.partOfSignIn) return;
  const sent = error.config?.headers.get('Authorization');
  requireSignIn(typeof sent === 'string' && sent.startsWith('Bearer ') ? sent.slice('Bearer '.length) : undefined);
}

http.interceptors.response.use(undefined, (error: unknown) => {
  const apiError = toApiError(error);
  handleUnauthorized(error, apiError);
  return Promise.reject(apiError);
});
