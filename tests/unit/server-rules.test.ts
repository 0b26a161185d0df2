import { describe, expect, it } from 'vitest';
import { createMockEnv } from '@mocks/env';
import { netOfGross } from '@/domain/money';

/** The server's rules are written once and every part of the mock answers by them. */
describe('server rules, one place each', () => {
  const env = createMockEnv({ dataset: 'demo' });

  it('net = 90% of gross, to the cent: every seeded accrual and settlement', () => {
    expect(netOfGross(145.2)).toBe(130.68);
    expect(netOfGross(1.45)).toBe(1.31);
    const rows = [...env.db.accrual.getAll(), ...env.db.settlement.getAll()];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.net, row.id).toBe(netOfGross(row.gross));
  });
});
