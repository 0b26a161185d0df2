import { errorCodes, type AnsweredCode } from './errors';
import type { RouteDef } from './route';

// Defined beside the catalogue, so that the route table can name it without importing this module back.
export type { AnsweredCode };

/** What each code means and the status it comes with: the catalogue the document and README list. */
export const errorCodeMeanings: Record<AnsweredCode, { status: number; meaning: string }> = {
  [errorCodes.validation]: {
    status: 400,
    meaning: 'The request breaks the contract (path, query, body or a required header); fieldErrors names each field.',
  },
  [errorCodes.unauthorized]: {
    status: 401,
    meaning:
      'No valid bearer token (none, unknown, expired or signed out): sign in with POST /api/auth/sessions. The answer carries WWW-Authenticate: Bearer.',
  },
  [errorCodes.notFound]: {
    status: 404,
    meaning: 'The resource (or, on the demo data set, a testnet-only route) does not exist.',
  },
  [errorCodes.alreadyLinked]: { status: 409, meaning: 'This UID is already linked to the exchange.' },
  [errorCodes.alreadyDisputed]: { status: 409, meaning: 'The reconciliation record already has a dispute.' },
  [errorCodes.notDisputable]: { status: 409, meaning: 'Only records in DISCREPANCY can be disputed.' },
  [errorCodes.notRequestable]: { status: 409, meaning: 'Only a PENDING special settlement can be requested.' },
  [errorCodes.ownerKeySet]: {
    status: 409,
    meaning: "The trader's owner key is registered already: it is set once (keep it, or import it on another device).",
  },
  [errorCodes.notCheckpointed]: {
    status: 409,
    meaning:
      'The record has no leaf at that checkpoint: it was appended in the open week and is proven at the next checkpoint.',
  },
  [errorCodes.idempotencyMismatch]: {
    status: 422,
    meaning: 'The Idempotency-Key was used before with another request body.',
  },
  [errorCodes.walletRequired]: { status: 422, meaning: 'No payout wallet is set.' },
  [errorCodes.nothingToClaim]: { status: 422, meaning: 'The claimable balance is below the minimum claim.' },
  [errorCodes.belowMinimum]: { status: 422, meaning: 'The amount is below the minimum claim (10 USDT).' },
  [errorCodes.aboveClaimable]: { status: 422, meaning: 'The amount is above the claimable balance.' },
  [errorCodes.invalidAddressFormat]: { status: 422, meaning: 'The address is not an address of the chosen network.' },
  [errorCodes.invalidAddressChecksum]: {
    status: 422,
    meaning: 'The address fails its checksum (EIP-55 when mixed-case, Base58Check for TRC-20): a typo.',
  },
  [errorCodes.weeklyCapReached]: { status: 422, meaning: "This week's points for the source are used up." },
  [errorCodes.noApprovedLinks]: { status: 422, meaning: 'The sandbox has no approved link to simulate fees for.' },
  [errorCodes.invalidAddressBurn]: {
    status: 422,
    meaning: 'The zero address or a well-known burn address: funds sent there are lost.',
  },
  [errorCodes.promoExpired]: { status: 422, meaning: 'The promo has expired and cannot be saved.' },
  [errorCodes.methodNotAllowed]: {
    status: 405,
    meaning: 'The path exists but not with this method; the Allow header lists the methods that do.',
  },
  [errorCodes.payloadTooLarge]: {
    status: 413,
    meaning: 'The request body is larger than the documented limit (16 KiB).',
  },
  [errorCodes.unsupportedMediaType]: { status: 415, meaning: 'The request body is not application/json.' },
  [errorCodes.rateLimited]: { status: 429, meaning: 'Too many requests; Retry-After says when to try again.' },
  [errorCodes.storageFull]: {
    status: 507,
    meaning:
      'The server could not store the change (its storage is full): the write was refused, nothing of it was kept and nothing else was lost; it may be sent again later with the same Idempotency-Key.',
  },
  [errorCodes.server]: {
    status: 500,
    meaning: 'The server failed; retrying later may help (an idempotent POST keeps its key).',
  },
  [errorCodes.badResponse]: { status: 500, meaning: 'The server produced an answer outside its own contract.' },
};

/**
 * Codes of the transport rather than of a route's rules: any route can answer them (body limit,
 * media type, method, rate limit). mocks/openapi/operational.ts documents them on every operation,
 * and tests/contract/hardening.test.ts plays each one.
 */
export const operationalCodes: readonly AnsweredCode[] = [
  errorCodes.methodNotAllowed,
  errorCodes.payloadTooLarge,
  errorCodes.unsupportedMediaType,
  errorCodes.rateLimited,
  errorCodes.storageFull,
];

/** Statuses only the transport answers (operationalCodes, and 304 for a current ETag). */
export const operationalStatuses: readonly string[] = ['304', '405', '413', '415', '429', '507'];

/** Codes every route can answer with a status, whatever it does. */
const commonCodes: Partial<Record<number, readonly AnsweredCode[]>> = {
  400: [errorCodes.validation],
  401: [errorCodes.unauthorized],
  404: [errorCodes.notFound],
  500: [errorCodes.server, errorCodes.badResponse],
};

/** The exact codes `route` can answer with `status`: the common ones, idempotency's, and the row's own. */
export function codesOf(route: RouteDef, status: number): AnsweredCode[] {
  const codes = [
    ...(commonCodes[status] ?? []),
    ...(route.idempotent && status === 422 ? [errorCodes.idempotencyMismatch] : []),
    ...(route.codes?.[status] ?? []),
  ];
  return [...new Set(codes)];
}
