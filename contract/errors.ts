import type { z } from 'zod';

/**
 * The one error shape every endpoint answers with, mock or real (its schema is error.ts). This
 * file stays free of zod at run time: the app's entry chunk imports it.
 */
export type ErrorBody = { code: string; message: string; fieldErrors?: Record<string, string[]> };

/**
 * The error-code catalogue: every `code` an answer can carry, and the client's own codes for
 * failures without an answer. Handlers, the client and the OpenAPI document name codes only
 * through this object; what each means and which route answers it is in error-codes.ts.
 */
export const errorCodes = {
  validation: 'validation',
  notFound: 'not_found',
  alreadyLinked: 'already_linked',
  alreadyDisputed: 'already_disputed',
  notDisputable: 'not_disputable',
  notRequestable: 'not_requestable',
  idempotencyMismatch: 'idempotency_mismatch',
  walletRequired: 'wallet_required',
  nothingToClaim: 'nothing_to_claim',
  belowMinimum: 'below_minimum',
  aboveClaimable: 'above_claimable',
  invalidAddressFormat: 'invalid_address_format',
  invalidAddressChecksum: 'invalid_address_checksum',
  weeklyCapReached: 'weekly_cap_reached',
  noApprovedLinks: 'no_approved_links',
  server: 'server_error',
  badResponse: 'bad_response',
  /** 415: a request body that is not `application/json`. */
  unsupportedMediaType: 'unsupported_media_type',
  /** 413: a request body above the documented limit (`maxRequestBodyBytes`). */
  payloadTooLarge: 'payload_too_large',
  /** 405: the path exists, the method does not (the `Allow` header lists the ones that do). */
  methodNotAllowed: 'method_not_allowed',
  /** 429: too many requests; `Retry-After` says when to try again. */
  rateLimited: 'rate_limited',
  /** 507: the server's storage is full; the write was refused and nothing of it kept. */
  storageFull: 'storage_full',
  /** 422: an expired promo cannot be saved. */
  promoExpired: 'promo_expired',
  /** 422: the zero or a well-known burn address: funds sent there are lost. */
  invalidAddressBurn: 'invalid_address_burn',
  /** 409: the trader's owner key is registered already (it is set once). */
  ownerKeySet: 'owner_key_set',
  /** 409: the record has no leaf at that checkpoint yet (appended in the open week). */
  notCheckpointed: 'not_checkpointed',
  /** 401: no valid bearer token (none, unknown, expired or signed out), or a sign-in with wrong credentials. */
  unauthorized: 'unauthorized',
  // Never in an answer: the client's names for a request that got none, or timed out.
  network: 'network_error',
  timeout: 'timeout',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/** Codes an answer can carry: the catalogue without the client's own (network_error, timeout). */
export type AnsweredCode = Exclude<ErrorCode, typeof errorCodes.network | typeof errorCodes.timeout>;

/** The largest request body the API accepts (bytes); larger ones answer 413 `payload_too_large`. */
export const maxRequestBodyBytes = 16 * 1024;

/** Turns zod issues into `{ field: [messages] }`, the fieldErrors of the error shape. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
