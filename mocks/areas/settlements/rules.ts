import type { SettlementStatus } from '@octoss/contract/settlements';

/** Demo timings of spec section 9: PROCESSING 3 s after the request, PAID 8 s after it. */
export const settlementProcessingAfterMs = 3000;

export const settlementPaidAfterMs = 8000;

/** The status at `now` of a settlement stored with its request time; no timers involved. */
export function settlementStatusAt(
  stored: { status: SettlementStatus; requestedAt: number | null },
  now: number,
): SettlementStatus {
  if (stored.status === 'PAID' || stored.requestedAt === null) return stored.status;
  const elapsed = now - stored.requestedAt;
  if (elapsed >= settlementPaidAfterMs) return 'PAID';
  if (elapsed >= settlementProcessingAfterMs) return 'PROCESSING';
  return 'REQUESTED';
}

export function canRequestSettlement(settlement: { type: string; status: SettlementStatus }): boolean {
  return settlement.type === 'SPECIAL' && settlement.status === 'PENDING';
}
