import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** The variables `.env.example` documents (`# NAME=default` lines). */
const documented = new Set(
  [...readFileSync('.env.example', 'utf8').matchAll(/^#\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!),
);

/** `process.env.NAME`, `env.NAME` and `vars.NAME` reads of the project's own code (not node_modules). */
function variablesRead(): Set<string> {
  const files = execFileSync(
    'git',
    ['ls-files', '*.ts', '*.tsx', ':!:node_modules', ':!:tests/unit/env-example.test.ts'],
    { encoding: 'utf8' },
  )
    .split('\n')
    .filter(Boolean);
  const names = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\b(?:process\.env|import\.meta\.env|vars|env)\.([A-Z][A-Z0-9_]+)\b/g)) {
      names.add(match[1]!);
    }
  }
  // Node's and Vite's own, which the project does not define.
  for (const builtIn of ['NODE_ENV', 'DEV', 'PROD', 'MODE', 'BASE_URL', 'SSR']) names.delete(builtIn);
  return names;
}

describe('.env.example', () => {
  it('lists every variable the code reads, and no other', () => {
    const read = variablesRead();
    expect([...read].filter((name) => !documented.has(name)).sort()).toEqual([]);
    expect([...documented].filter((name) => !read.has(name)).sort()).toEqual([]);
  });

  it("names the build's variables with the defaults of src/lib/parseConfig.ts, all commented out", () => {
    const text = readFileSync('.env.example', 'utf8');
    expect(text).toMatch(/^# VITE_API_MODE=demo$/m);
    expect(text).toMatch(/^# VITE_SITE_URL=https:\/\/octoss\.app$/m);
    for (const name of ['VITE_API_BASE_URL', 'VITE_PARTNER_WEBHOOK_URL']) expect(documented.has(name)).toBe(true);
    // Nothing is set by copying it: every assignment is a comment.
    expect(text.split('\n').filter((line) => /^\s*[A-Z_]+=/.test(line))).toEqual([]);
  });
});
