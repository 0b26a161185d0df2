// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * One way to write a form: useContractForm(<the contract's schema>, …) of src/components/form/
 * (react-hook-form with zodResolver, one write per action, server field errors on the fields).
 * The lint forbids parsing a schema in a component; this file also finds every component that
 * renders a form and asks that it is built with useContractForm, and that nothing else calls
 * useForm or zodResolver itself.
 */
const root = join(import.meta.dirname, '../..');
const uiFolders = ['src/features', 'src/components'];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** `<form`, or an MUI element rendered as one (`component="form"`). */
const rendersAForm = /<form\b|component=["']form["']/;

describe('one way to write a form', () => {
  const files = uiFolders.flatMap(sourceFiles);
  const formFiles = files.filter((file) => rendersAForm.test(readFileSync(join(root, file), 'utf8')));

  it('finds the forms it checks (the scan itself works)', () => {
    expect(formFiles).toEqual(
      expect.arrayContaining([
        'src/components/SignInForm.tsx',
        'src/features/payouts/ClaimDialog.tsx',
        'src/features/payouts/WalletCard.tsx',
        'src/features/settlements/AutoSettlementForm.tsx',
        'src/features/trustboard/DisputeDialog.tsx',
      ]),
    );
  });

  it('builds every form with useContractForm', () => {
    const otherWays = formFiles.filter((file) => !/\buseContractForm\(/.test(readFileSync(join(root, file), 'utf8')));
    expect(otherWays).toEqual([]);
  });

  it('leaves useForm and zodResolver to useContractForm', () => {
    const hook = 'src/components/form/useContractForm.ts';
    const direct = files.filter(
      (file) => file !== hook && /\b(useForm|zodResolver)\(/.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(direct).toEqual([]);
  });

  const eslint = new ESLint();
  async function problems(code: string, filePath: string): Promise<string[]> {
    const [result] = await eslint.lintText(
      `import { schema } from 'x';\nexport const example = (value: unknown) => ${code};\n`,
      { filePath },
    );
    return result!.messages
      .filter((message) => message.ruleId === 'no-restricted-syntax')
      .map((message) => message.message);
  }

  it.each([
    ['safeParse in a feature', 'schema.safeParse(value)', 'src/features/payouts/Example.tsx'],
    ['parse in a feature', 'schema.parse(value)', 'src/features/trustboard/Example.tsx'],
    ['safeParse in a shared component', 'schema.shape.reason.safeParse(value)', 'src/components/Example.tsx'],
  ])('the lint flags %s', async (_case, code, filePath) => {
    expect(await problems(code, filePath)).toEqual([expect.stringContaining('zodResolver')]);
  });

  it.each([
    ['a date', 'Date.parse(String(value))', 'src/features/promos/Example.tsx'],
    ['JSON', 'JSON.parse(String(value))', 'src/features/payouts/Example.tsx'],
    ['a schema outside the UI (the client, the mock)', 'schema.safeParse(value)', 'src/api/example.ts'],
  ])('the lint leaves %s alone', async (_case, code, filePath) => {
    expect(await problems(code, filePath)).toEqual([]);
  });
});
