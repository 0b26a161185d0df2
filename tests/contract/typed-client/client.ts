/**
 * A small client written only against the types openapi-typescript generates from openapi.json,
 * as a team that never saw the zod contract would write it. It type-checks (tests/contract/
 * typed-client.test.ts) when the document says what a client needs: optional request fields read
 * as optional, answers have their own names, each error status lists its exact codes.
 */
import type { components, paths } from './openapi';

type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type Op<P extends keyof paths, M extends 'get' | 'post' | 'put'> = NonNullable<paths[P][M]>;

export type ClaimBody = Json<Op<'/api/payouts/claims', 'post'>['requestBody']>;
export type ClaimResult = Json<Op<'/api/payouts/claims', 'post'>['responses'][201]>;
export type ClaimRefusal = Json<Op<'/api/payouts/claims', 'post'>['responses'][422]>;
export type PartnerApplication = Json<Op<'/api/partner-applications', 'post'>['requestBody']>;
export type PayoutPage = Json<Op<'/api/payouts', 'get'>['responses'][200]>;

/** Answers are components with their own names, not `…Input`. */
export type Payout = components['schemas']['Payout'];

export async function claim(
  baseUrl: string,
  amount: number,
  idempotencyKey: string,
): Promise<ClaimResult | ClaimRefusal> {
  const body: ClaimBody = { amount };
  const response = await fetch(`${baseUrl}/api/payouts/claims`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(body),
  });
  return (await response.json()) as ClaimResult | ClaimRefusal;
}

/** The codes a refused claim can carry, each handled by name. */
export function refusalText(refusal: ClaimRefusal): string {
  switch (refusal.code) {
    case 'below_minimum':
    case 'above_claimable':
    case 'nothing_to_claim':
    case 'wallet_required':
    case 'idempotency_mismatch':
      return refusal.message;
    default:
      return 'Unknown refusal';
  }
}

// @ts-expect-error `conflict` is no code a claim can answer.
export const notAClaimCode: ClaimRefusal['code'] = 'conflict';

/** telegram, proof and note have server defaults: a client may leave them out. */
export const application: PartnerApplication = {
  applicantType: 'kol',
  company: 'Moonshot Media',
  contact: 'Jisoo Park',
  email: 'jisoo@moonshot.example',
  regions: ['APAC'],
  exchanges: ['cex-a'],
  programType: 'both',
  volume: 2500000,
  consent: true,
};

export function newest(page: PayoutPage): Payout | undefined {
  return page.items[0];
}
