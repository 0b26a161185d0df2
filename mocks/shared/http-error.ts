import { errorCodes, type ErrorBody, type ErrorCode } from '@octoss/contract/errors';

/** Thrown by a handler to answer with the contract's error shape. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

/** 401: no valid bearer token, or wrong sign-in credentials; the challenge names the scheme. */
export const unauthorized = (message: string) =>
  new HttpError(401, { code: errorCodes.unauthorized, message }, { 'WWW-Authenticate': 'Bearer' });

export const notFound = (message: string) => new HttpError(404, { code: errorCodes.notFound, message });

export const conflict = (message: string, code: ErrorCode) => new HttpError(409, { code, message });

export const unprocessable = (message: string, code: ErrorCode, fieldErrors?: Record<string, string[]>) =>
  new HttpError(422, { code, message, fieldErrors });

export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new HttpError(400, { code: errorCodes.validation, message, fieldErrors });

export const unsupportedMediaType = (contentType: string | null) =>
  new HttpError(415, {
    code: errorCodes.unsupportedMediaType,
    message: `Send the body as application/json (got ${contentType ?? 'no Content-Type'})`,
  });

export const payloadTooLarge = (limit: number) =>
  new HttpError(413, { code: errorCodes.payloadTooLarge, message: `The request body is larger than ${limit} bytes` });

/** 429: too many of something for now; `Retry-After` says in how many seconds to try again. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(
    429,
    { code: errorCodes.rateLimited, message },
    { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );

/** 507: the storage is full, so the write was refused and nothing of it kept. */
export const storageFull = () =>
  new HttpError(507, {
    code: errorCodes.storageFull,
    message: 'The storage is full: this change was not saved, and nothing else was lost',
  });
