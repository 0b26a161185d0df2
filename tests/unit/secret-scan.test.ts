import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseDotenv, scanBuild, secretValues } from '../security/secrets';

// Made of parts, so this file itself does not look like it holds credentials.
const fake = {
  awsKey: ['AKIA', 'IOSFODNN7EXAMPLE'].join(''),
  stripe: ['sk', 'live', '4eC39HqLyjWDarjtT1zdp7dc'].join('_'),
  jwt: ['eyJhbGciOiJIUzI1NiJ9', 'eyJzdWIiOiIxMjM0NTY3ODkwIn0', 'dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U'].join('.'),
  pem: ['-----BEGIN', 'RSA PRIVATE KEY-----'].join(' '),
};

let dir: string;
function buildWith(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'scan-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const clean = {
  'index.html': '<script type="module" src="/assets/index.js"></script>',
  'assets/index.js': 'const env={VITE_API_MODE:"demo",VITE_SITE_URL:"https://octoss.app"};let password="";',
};

describe('the build secret scan', () => {
  it('passes a clean build, public VITE_ variables included', () => {
    expect(scanBuild([buildWith(clean)], [])).toEqual([]);
  });

  it.each([
    ['AWS access key id', `const k="${fake.awsKey}"`],
    ['Stripe live key', `const k="${fake.stripe}"`],
    ['JSON Web Token', `fetch(u,{headers:{Authorization:"Bearer ${fake.jwt}"}})`],
    ['PEM block (private key or certificate)', `const k=\`${fake.pem}\``],
    ['credential assignment', 'fetch("https://api.example.com/?password=hunter22")'],
    ['undocumented VITE_ variable', 'const env={VITE_API_MODE:"demo",VITE_ANALYTICS_TOKEN:"x"}'],
    ['source map reference', 'export{};\n//# sourceMappingURL=index.js.map'],
  ])('finds a %s', (what, code) => {
    const findings = scanBuild([buildWith({ ...clean, 'assets/chunk.js': code })], []);
    expect(findings.map((finding) => finding.what)).toContain(what);
    expect(
      findings.every((finding) => !finding.found.includes(fake.stripe) && !finding.found.includes(fake.awsKey)),
    ).toBe(true);
  });

  it('finds a source map file', () => {
    expect(
      scanBuild([buildWith({ ...clean, 'assets/index.js.map': '{}' })], []).map((finding) => finding.what),
    ).toContain('source map file');
  });

  it('finds the value of a secret from .env or the environment, never a public one', () => {
    const env = {
      ...parseDotenv('# local\nVITE_API_MODE=demo\nexport DB_PASSWORD="correct-horse"\n'),
      VITE_INTERNAL_FLAG: 'blue-falcon',
      HOME: '/home/ci',
    };
    const values = secretValues(env);
    expect(values.map((value) => value.name).sort()).toEqual(['DB_PASSWORD', 'VITE_INTERNAL_FLAG']);
    const findings = scanBuild(
      [buildWith({ ...clean, 'assets/chunk.js': 'const a="correct-horse",b="blue-falcon",c="demo"' })],
      values,
    );
    expect(findings.map((finding) => finding.what)).toEqual([
      'the value of DB_PASSWORD',
      'the value of VITE_INTERNAL_FLAG',
    ]);
  });
});
