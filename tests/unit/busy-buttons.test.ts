// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every write shows it is working (issue 26): the buttons that start one take their props from
 * the single places that know a write is under way, `useContractForm`'s `button(intent)` and
 * `useApiMutation`'s `button` (or `useSingleFlight`'s), which make them busy (a progress indicator,
 * aria-busy, disabled), not only disabled. tests/integration/app/waits.test.tsx clicks them.
 */
const root = join(import.meta.dirname, '../..');
const files = ['src/features', 'src/components']
  .flatMap((folder) =>
    readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx'))
      .map((entry) => relative(root, join(entry.parentPath, entry.name))),
  )
  .map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));

describe('busy buttons', () => {
  it('disables no button only because a write is pending: it is made busy instead', () => {
    const onlyDisabled = files.flatMap(({ file, text }) =>
      [
        ...text.matchAll(/disabled=\{[^}]*\b(pending|isPending|isFetchingNextPage)\b[^}]*\}(?![\s\S]{0,80}aria-busy)/g),
      ].map((match) => `${file}: ${match[0]}`),
    );
    expect(onlyDisabled).toEqual([]);
  });

  it('gives the submit of every form of useContractForm its busy props', () => {
    const forms = files.filter(({ text }) => /useContractForm\(/.test(text));
    expect(forms.length).toBeGreaterThanOrEqual(8);
    expect(forms.filter(({ text }) => !/\.button\(/.test(text)).map(({ file }) => file)).toEqual([]);
  });

  it('gives the button of every write sent with useApiMutation().send its busy props', () => {
    const senders = files.filter(({ text }) => /\.send\(/.test(text));
    expect(senders.length).toBeGreaterThanOrEqual(4);
    expect(senders.filter(({ text }) => !/\{\.\.\.\w+\.button\}/.test(text)).map(({ file }) => file)).toEqual([]);
  });
});
