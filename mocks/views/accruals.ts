import type { Accrual } from '@octoss/contract/accruals';
import { toIso } from '../convert';
import type { Row } from '../db';

export function accrualView(row: Row<'accrual'>): Accrual {
  return {
    id: row.id,
    userId: row.userId,
    exchange: row.exchangeId,
    gross: row.gross,
    net: row.net,
    status: row.status,
    accrualAt: toIso(row.accrualAt),
  };
}
