import { describe, expect, it } from 'vitest';
import { restrictedSyntax as lintedAs } from '../support/lint';

/**
 * mocks/ types its data at the source (model enums from the contract's lists, zod parses where data
 * crosses a boundary), so the lint forbids type assertions there; `as const` stays allowed.
 */
const preamble = "declare const row: { status: string };\ntype Status = 'A' | 'B';\n";

/** The messages of no-restricted-syntax for `code` in a file at `filePath`. */
const restrictedSyntax = (code: string, filePath: string) => lintedAs(`${preamble}${code}\n`, filePath);

const assertionsIn = async (code: string, filePath = 'mocks/areas/payouts/routes.ts') =>
  (await restrictedSyntax(code, filePath)).filter((message) => message.startsWith('No type assertions in mocks/'))
    .length;

/** [what, code, how many assertions the lint reports] */
const cases: [string, string, number][] = [
  ['a cast to a type', 'export const status = row.status as Status;', 1],
  ['a cast to an indexed type', "export const status = row.status as Record<'x', Status>['x'];", 1],
  ['a cast to never', 'export const status: Status = row.status as never;', 1],
  ['an angle-bracket assertion', 'export const status = <Status>row.status;', 1],
  ['each step of a double cast', 'export const status = row.status as unknown as Status;', 2],
  ['no `as const`', "export const kinds = ['500', 'network'] as const;", 0],
  ['no `as const` on an object', 'export const days = { WEEKLY: 7 } as const;', 0],
  ['no `satisfies`', "export const status = 'A' satisfies Status;", 0],
];

describe('no type assertions in mocks/', () => {
  for (const [what, code, count] of cases) {
    it(`reports ${what}: ${code}`, async () => expect(await assertionsIn(code)).toBe(count));
  }

  it('applies to mocks/ only', async () => {
    expect(await assertionsIn('export const status = row.status as Status;', 'src/lib/example.ts')).toBe(0);
  });

  it('keeps the security rules in mocks/', async () => {
    expect(await restrictedSyntax("export const open = () => window.open('x');", 'mocks/example.ts')).toEqual([
      expect.stringContaining('noopener,noreferrer'),
    ]);
  });
});
