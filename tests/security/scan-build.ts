/**
 * `npm run scan:build` (after the builds): fails when a public build folder holds something that
 * looks like a credential, the value of a non-public environment variable (from `.env*` files or
 * the build's own environment), or a source map. `tests/security/secrets.ts` says what counts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { parseDotenv, scanBuild, secretValues } from './secrets';

const dirs = process.argv.slice(2).length ? process.argv.slice(2) : ['dist', 'storybook-static'];
const missing = dirs.filter((dir) => !existsSync(dir));
if (missing.length) {
  console.error(`scan:build: nothing to scan in ${missing.join(', ')}: build first.`);
  process.exit(1);
}

const dotenv = readdirSync('.')
  .filter((name) => /^\.env(\..+)?$/.test(name))
  .map((name) => parseDotenv(readFileSync(name, 'utf8')));
const values = secretValues(Object.assign({}, ...dotenv, process.env));
const findings = scanBuild(dirs, values);

if (findings.length) {
  console.error(`scan:build: ${findings.length} finding(s) in ${dirs.join(', ')}:`);
  for (const finding of findings)
    console.error(`  ${finding.file}: ${finding.what}${finding.found ? ` (${finding.found})` : ''}`);
  process.exit(1);
}
console.log(
  `scan:build: no secrets, non-public env values or source maps in ${dirs.join(', ')} (${values.length} secret env values checked).`,
);
