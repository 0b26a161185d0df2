import axios, { AxiosError } from 'axios';
import { config } from '@/lib/config';
import { requestsReady, requestTimeout } from '@/lib/demoBackend';
import { currentLanguage } from '@/i18n';
import { errorBodySchema } from './contract/error';
import { ApiError, errorCodes } from './errors';

export const http = axios.create({
  baseURL: config.apiBaseUrl || undefined,
  headers: { Accept: 'application/json' },
});

http.interceptors.request.use(async (request) => {
  await requestsReady();
  // Read when the request leaves, not when it was made: the demo backend's start may have changed it meanwhile.
  request.timeout = requestTimeout();
  // Content (descriptions, notes, titles) comes back in the reader's language; codes stay codes.
  request.headers.set('Accept-Language', currentLanguage());
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

http.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toApiError(error)));
