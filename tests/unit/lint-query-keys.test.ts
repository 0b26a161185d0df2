import { describe, expect, it } from 'vitest';
import { restrictedSyntax } from '../support/lint';

/**
 * Cache keys come from the route table and what a write changes from its row: the lint keeps
 * features from typing keys out or refreshing another feature's cache by name.
 */
const problems = (code: string, filePath = 'src/features/payouts/example.ts') =>
  restrictedSyntax(`import { qc, routeQuery } from 'x';\nexport const example = ${code};\n`, filePath);

describe('query key lint rules', () => {
  it.each([
    ['a literal key in options', "({ queryKey: ['payouts', 'balance'], queryFn: () => 1 })"],
    ['a literal key to invalidate', "() => qc.cancelQueries({ queryKey: ['dashboard'] })"],
    ['a literal key by position', "() => qc.setQueryData(['payouts', 'wallet'], null)"],
  ])('flag %s: %s', async (_case, code) => {
    expect(await problems(code)).toEqual([expect.stringContaining('route table')]);
  });

  it('flags a feature refreshing the cache itself', async () => {
    expect(await problems('() => qc.invalidateQueries({ queryKey: routeQuery(`getDashboard`).queryKey })')).toEqual([
      expect.stringContaining('invalidates'),
    ]);
  });

  it('flags literal keys in shared code too, but not in src/api, where keys are derived', async () => {
    expect(await problems("({ queryKey: ['session'] })", 'src/components/Example.tsx')).toHaveLength(1);
    expect(await problems("({ queryKey: ['session'] })", 'src/api/example.ts')).toEqual([]);
  });

  it.each([
    ['a derived query', "routeQuery('getBalance')"],
    ['the key of a derived query', "() => qc.setQueryData(routeQuery('getWallet').queryKey, null)"],
  ])('allow %s: %s', async (_case, code) => {
    expect(await problems(code)).toEqual([]);
  });

  it('keeps the security rules in features', async () => {
    expect(await problems("() => window.open('x')")).toEqual([expect.stringContaining('noopener,noreferrer')]);
  });
});
