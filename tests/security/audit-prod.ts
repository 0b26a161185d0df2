/**
 * `npm run audit:prod`: `npm audit` of the production dependencies; fails on a high or critical
 * vulnerability. Where the registry's advisory service cannot be asked (a mirror or a network
 * that only allows package downloads), it says loudly that nothing was checked, and fails only
 * when AUDIT_REQUIRED=1 asks for a real answer (set it where the service is reachable).
 */
import { spawnSync } from 'node:child_process';
import { auditVerdict } from './audit';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = spawnSync(npm, ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
const verdict = auditVerdict(run.stdout);
const required = process.env.AUDIT_REQUIRED === '1';
const failed = verdict.status === 'vulnerable' || (verdict.status === 'unchecked' && required);
for (const line of verdict.lines) (verdict.status === 'clean' ? console.log : console.error)(`audit:prod: ${line}`);
if (verdict.status === 'unchecked' && !required)
  console.error('audit:prod: NOT CHECKED here (set AUDIT_REQUIRED=1 to make this fail).');
process.exit(failed ? 1 : 0);
