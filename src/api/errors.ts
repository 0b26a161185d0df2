import type { z } from 'zod';

/**
 * The one error shape every endpoint answers with, mock or real (its schema is
 * contract/error.ts). This file stays free of zod at run time: the entry chunk imports it.
 */
export type ErrorBody = { code: string; message: string; fieldErrors?: Record<string, string[]> };

export const errorCodes = {
  validation: 'validation',
  notFound: 'not_found',
  conflict: 'conflict',
  unprocessable: 'unprocessable',
  server: 'server_error',
  network: 'network_error',
  timeout: 'timeout',
  badResponse: 'bad_response',
} as const;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors?: Record<string, string[]>;

  constructor(status: number, body: ErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.fieldErrors = body.fieldErrors;
  }

  /** 4xx answers are the caller's fault: retrying them cannot help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Turns zod issues into `{ field: [messages] }`, the fieldErrors of the error shape. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
