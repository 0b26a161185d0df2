/**
 * The contract's conformance kit: proves any server against the OCTOSS contract over HTTP.
 * `npx <tarball> --base https://sandbox.example.com` (or `npm run contract:verify -- --base URL`
 * in the repository). Exits 0 when no check failed, 1 when one did, 2 on a usage error or a
 * server that cannot be reached.
 */
import { parseArgs } from 'node:util';
import { jsonReport, summaryLine, summaryOf, textReport } from './report';
import { defaultOptions, parseSelection, runConformance, selectable, Unreachable, UsageError } from './run';

const name = 'octoss-conformance';
const usage = `Usage: ${name} --base <URL> [options]

  --base <URL>         the server's origin, e.g. https://sandbox.example.com (paths start with /api)
  --only <names>       only these checks: check groups (${selectable().checkGroups.join(', ')}),
                       API groups (payouts, uid-links, ...) or endpoints ("GET /api/payouts");
                       comma-separated or repeated; groups and places combine (--only idempotency,payouts)
  --token <token>      sent as Authorization: Bearer <token>; without it the kit signs in through
                       POST /api/auth/sessions with --email (default ${defaultOptions.signIn.email})
                       and --code (default ${defaultOptions.signIn.code})
  --email, --code      the sandbox account to sign in with
  --origin <URL>       the browser origin the CORS checks ask for (default ${defaultOptions.origin})
  --timeout <seconds>  how long one request may take (default ${defaultOptions.timeoutMs / 1000})
  --concurrency <n>    checks run at once when they cannot disturb each other (default ${defaultOptions.concurrency})
  --json               the report as JSON on stdout
  --help               this text

Exit status: 0 when no check failed, 1 when one did, 2 on a usage error or an unreachable server.`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

function options() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        base: { type: 'string' },
        only: { type: 'string', multiple: true },
        json: { type: 'boolean' },
        token: { type: 'string' },
        email: { type: 'string' },
        code: { type: 'string' },
        origin: { type: 'string' },
        timeout: { type: 'string' },
        concurrency: { type: 'string' },
        help: { type: 'boolean' },
      },
      strict: true,
    }));
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const isHttp = (value: string | undefined) =>
    !!value && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
  if (!isHttp(values.base)) fail('--base needs an http(s) URL');
  if (values.origin !== undefined && !isHttp(values.origin)) fail('--origin needs an http(s) URL');
  const number = (value: string | undefined, flag: string) => {
    if (value === undefined) return undefined;
    const parsed = Number(value);
    if (!(parsed > 0)) fail(`--${flag} needs a number above 0`);
    return parsed;
  };
  let only;
  try {
    only = values.only ? parseSelection(values.only) : undefined;
  } catch (error) {
    if (error instanceof UsageError) fail(error.message);
    throw error;
  }
  return {
    base: values.base!,
    only,
    json: values.json ?? false,
    token: values.token,
    signIn: { email: values.email ?? defaultOptions.signIn.email, code: values.code ?? defaultOptions.signIn.code },
    origin: values.origin,
    timeoutMs: (number(values.timeout, 'timeout') ?? defaultOptions.timeoutMs / 1000) * 1000,
    concurrency: number(values.concurrency, 'concurrency'),
  };
}

const chosen = options();
try {
  const report = await runConformance({
    base: chosen.base,
    only: chosen.only,
    token: chosen.token,
    signIn: chosen.signIn,
    timeoutMs: chosen.timeoutMs,
    ...(chosen.origin ? { origin: chosen.origin } : {}),
    ...(chosen.concurrency ? { concurrency: Math.floor(chosen.concurrency) } : {}),
  });
  console.log(chosen.json ? JSON.stringify(jsonReport(report), null, 2) : textReport(report));
  process.exitCode = summaryOf(report.results, report.notImplemented).failed === 0 ? 0 : 1;
} catch (error) {
  if (error instanceof Unreachable) {
    console.error(error.message);
    process.exitCode = 2;
  } else {
    console.error(`${name} stopped: ${error instanceof Error ? error.message : String(error)}`);
    console.error(summaryLine({ passed: 0, failed: 1, notImplemented: 0, skipped: 0 }));
    process.exitCode = 1;
  }
}
