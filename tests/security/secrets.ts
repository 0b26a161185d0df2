import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * What must never be shipped in a public build: things that look like credentials, environment
 * values that are not meant to be public, and source maps (they publish the source).
 */

/** The VITE_ variables the README documents: public by design (they end up in the bundle). */
export const publicEnvNames = [
  'VITE_API_MODE',
  'VITE_API_BASE_URL',
  'VITE_SITE_URL',
  'VITE_PARTNER_WEBHOOK_URL',
] as const;

/** `shown`: the match may be printed (a name, not a value); other matches are masked in the report. */
export const secretPatterns: { name: string; pattern: RegExp; shown?: boolean }[] = [
  { name: 'PEM block (private key or certificate)', pattern: /-----BEGIN [A-Z0-9 ]+-----/ },
  { name: 'AWS access key id', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/ },
  { name: 'AWS secret access key', pattern: /aws_secret_access_key/i },
  { name: 'Stripe live key', pattern: /\b[rs]k_live/ },
  { name: 'GitHub token', pattern: /\bgh[opsu]_[0-9A-Za-z]{36,}\b|\bgithub_pat_[0-9A-Za-z_]{22,}/ },
  { name: 'Slack token', pattern: /\bxox[abprs]-[0-9A-Za-z-]{10,}/ },
  { name: 'Google API key', pattern: /\bAIza[0-9A-Za-z_-]{35}\b/ },
  { name: 'JSON Web Token', pattern: /\beyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{10,}/ },
  {
    name: 'credential assignment',
    pattern: /\b(?:password|passwd|pwd|secret|api[_-]?key|access[_-]?token|client[_-]?secret)=[^\s"'`&;,)]{3,}/i,
  },
  {
    name: 'undocumented VITE_ variable',
    pattern: new RegExp(`\\bVITE_(?!(?:${publicEnvNames.map((name) => name.slice(5)).join('|')})\\b)[A-Z0-9_]+`),
    shown: true,
  },
  { name: 'source map reference', pattern: /[#@] ?sourceMappingURL=\S*/, shown: true },
];

/** `found`: what matched, masked unless it is safe to print (CI logs are public too). */
export type Finding = { file: string; what: string; found: string };

/** Names whose values are secret unless documented as public: anything VITE_ not public, and the usual secret-sounding names. */
function isSecretName(name: string): boolean {
  if ((publicEnvNames as readonly string[]).includes(name)) return false;
  return name.startsWith('VITE_') || /SECRET|TOKEN|PASSWORD|PASSWD|PRIVATE|CREDENTIAL|API_?KEY/i.test(name);
}

/** The values that must not appear in the build: of `.env` files and of the build's own environment. */
export function secretValues(env: Record<string, string | undefined>): { name: string; value: string }[] {
  return Object.entries(env)
    .filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && entry[1].trim().length >= 6 && isSecretName(entry[0]),
    )
    .map(([name, value]) => ({ name, value: value.trim() }));
}

/** `KEY=value` lines of a dotenv file (quotes removed, comments skipped). */
export function parseDotenv(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) out[match[1]!] = match[2]!.replace(/^(['"])(.*)\1$/, '$2');
  }
  return out;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const textFile = /\.(?:html?|m?js|cjs|css|json|txt|map|svg|xml|webmanifest)$/i;

function masked(match: string): string {
  return `${match.slice(0, 6)}…`;
}

/** Everything in `dirs` that looks like a secret, a non-public env value or a source map. */
export function scanBuild(dirs: string[], values: { name: string; value: string }[]): Finding[] {
  const findings: Finding[] = [];
  for (const dir of dirs) {
    for (const path of filesUnder(dir)) {
      const file = relative(process.cwd(), path);
      if (path.endsWith('.map')) findings.push({ file, what: 'source map file', found: '' });
      if (!textFile.test(path)) continue;
      const text = readFileSync(path, 'utf8');
      for (const { name, pattern, shown } of secretPatterns) {
        const match = pattern.exec(text)?.[0];
        if (match) findings.push({ file, what: name, found: shown ? match : masked(match) });
      }
      for (const { name, value } of values) {
        if (text.includes(value)) findings.push({ file, what: `the value of ${name}`, found: masked(value) });
      }
    }
  }
  return findings;
}
