/**
 * `npm run audit:prod`: `npm audit` of the production dependencies; fails on a high or critical
 * vulnerability, and also when the registry's advisory service cannot be asked (see audit.ts).
 */
import { spawnSync } from 'node:child_process';
import { auditVerdict } from './audit';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = spawnSync(npm, ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
const verdict = auditVerdict(run.stdout);
for (const line of verdict.lines) (verdict.ok ? console.log : console.error)(`audit:prod: ${line}`);
process.exit(verdict.ok ? 0 : 1);
