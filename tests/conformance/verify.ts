/**
 * The contract's conformance kit: `npm run contract:verify -- --base https://their.server`
 * [--only <group>] [--json] [--token <bearer token> | --email <email> --code <code>]. Runs the contract's behaviour checks over
 * HTTP against any server serving the testnet sandbox, prints a per-endpoint report and exits
 * 0 when every check passed, 1 on any failure, 2 on a usage error.
 */
import { parseArgs } from 'node:util';
import { jsonReport, textReport } from './report';
import { checkGroups, isCheckGroup, runConformance } from './run';
import { SandboxMissing } from './sandbox';
import { defaultSignIn, SignInFailed } from './client';

const usage = `Usage: npm run contract:verify -- --base <URL> [--only <group>] [--json] [--token <token> | --email <email> --code <code>]
  --base   the server's origin, e.g. https://sandbox.example.com (it must serve the testnet sandbox)
  --only   one group of checks: ${Object.keys(checkGroups).join(', ')}
  --json   the report as JSON on stdout
  --token  sent as Authorization: Bearer <token>; without it the kit signs in through
           POST /api/auth/sessions with --email (default ${defaultSignIn.email}) and --code (default ${defaultSignIn.code})`;

function options() {
  try {
    const { values } = parseArgs({
      options: {
        base: { type: 'string' },
        only: { type: 'string' },
        json: { type: 'boolean' },
        token: { type: 'string' },
        email: { type: 'string' },
        code: { type: 'string' },
        help: { type: 'boolean' },
      },
      strict: true,
    });
    if (values.help) return undefined;
    if (!values.base || !URL.canParse(values.base) || !/^https?:$/.test(new URL(values.base).protocol))
      throw new Error('--base needs an http(s) URL');
    if (values.only !== undefined && !isCheckGroup(values.only))
      throw new Error(`--only ${values.only} is not a group`);
    const signIn =
      values.email || values.code
        ? { email: values.email ?? defaultSignIn.email, code: values.code ?? defaultSignIn.code }
        : undefined;
    return { base: values.base, only: values.only, json: values.json ?? false, token: values.token, signIn };
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    process.exit(2);
  }
}

const chosen = options();
if (!chosen) {
  console.log(usage);
  process.exit(0);
}
const started = performance.now();
try {
  const results = await runConformance({
    base: chosen.base,
    token: chosen.token,
    signIn: chosen.signIn,
    only: chosen.only && isCheckGroup(chosen.only) ? chosen.only : undefined,
  });
  const ms = Math.round(performance.now() - started);
  console.log(
    chosen.json ? JSON.stringify(jsonReport(results, chosen.base, ms), null, 2) : textReport(results, chosen.base, ms),
  );
  process.exitCode = results.every((result) => result.passed) ? 0 : 1;
} catch (error) {
  if (!(error instanceof SandboxMissing) && !(error instanceof SignInFailed)) throw error;
  console.error(`${error.message}\n\n0 passed, 1 failed`);
  process.exitCode = 1;
}
