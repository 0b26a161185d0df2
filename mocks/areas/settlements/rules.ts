import { sandbox } from '@octoss/contract/rules';
import type { SettlementStatus } from '@octoss/contract/settlements';

/**
 * The status at `now` of a settlement stored with its request time, by the sandbox's timings (the
 * contract's `sandbox.settlementProcessingAfterMs` and `settlementPaidAfterMs`); no timers involved.
 */
export function settlementStatusAt(
  stored: { status: SettlementStatus; requestedAt: number | null },
  now: number,
): SettlementStatus {
  if (stored.status === 'PAID' || stored.requestedAt === null) return stored.status;
  const elapsed = now - stored.requestedAt;
  if (elapsed >= sandbox.settlementPaidAfterMs) return 'PAID';
  if (elapsed >= sandbox.settlementProcessingAfterMs) return 'PROCESSING';
  return 'REQUESTED';
}

export function canRequestSettlement(settlement: { type: string; status: SettlementStatus }): boolean {
  return settlement.type === 'SPECIAL' && settlement.status === 'PENDING';
}
