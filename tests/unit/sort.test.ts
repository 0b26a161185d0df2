// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { byNumber, nextSort, parseSort, toSortParam } from '@/domain/sort';
import { sortParams } from '@octoss/contract/sort';

const fields = ['timestamp', 'amount'] as const;
const fallback = { field: 'timestamp', direction: 'desc' } as const;

describe('list sorting', () => {
  it('reads and writes the sort parameter: a leading "-" is descending, anything unknown falls back', () => {
    expect(parseSort('-amount', fields, fallback)).toEqual({ field: 'amount', direction: 'desc' });
    expect(parseSort('amount', fields, fallback)).toEqual({ field: 'amount', direction: 'asc' });
    expect(parseSort('-price', fields, fallback)).toEqual(fallback);
    expect(parseSort(null, fields, fallback)).toEqual(fallback);
    expect(toSortParam({ field: 'amount', direction: 'desc' })).toBe('-amount');
    expect(sortParams(fields)).toEqual(['-timestamp', 'timestamp', '-amount', 'amount']);
  });

  it('a header click flips the sorted column and starts another column descending', () => {
    expect(nextSort({ field: 'amount', direction: 'desc' }, 'amount')).toEqual({ field: 'amount', direction: 'asc' });
    expect(nextSort({ field: 'amount', direction: 'asc' }, 'amount')).toEqual({ field: 'amount', direction: 'desc' });
    expect(nextSort({ field: 'amount', direction: 'asc' }, 'timestamp')).toEqual({
      field: 'timestamp',
      direction: 'desc',
    });
  });

  it('compares rows by a number in either direction', () => {
    const rows = [{ n: 2 }, { n: -1 }, { n: 5 }];
    expect([...rows].sort(byNumber((row) => row.n, 'asc')).map((row) => row.n)).toEqual([-1, 2, 5]);
    expect([...rows].sort(byNumber((row) => row.n, 'desc')).map((row) => row.n)).toEqual([5, 2, -1]);
  });
});
