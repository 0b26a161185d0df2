/**
 * `npm run test:conformance`: the kit as a backend team runs it. It packs the kit (`npm run
 * kit:pack`) into a temporary folder, starts `npm run mock-server` on the testnet data set at a free
 * port of 127.0.0.1, runs `npx --yes <tarball> --base <URL>` from another, empty temporary folder
 * with a cache of its own and npm offline (the package has no dependencies), stops the server and
 * exits with the kit's code. Arguments are passed to the kit (`-- --only payouts`).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { packKit } from './pack';

const host = '127.0.0.1';
const startDeadlineMs = 60_000;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const work = mkdtempSync(join(tmpdir(), 'octoss-conformance-'));
const packDir = mkdtempSync(join(work, 'pack-'));
const emptyDir = mkdtempSync(join(work, 'run-'));
const tarball = await packKit(packDir);

const port = await freePort();
const base = `http://${host}:${port}`;
// Its own process group, so stopping it stops npm, tsx and node together. A generous rate limit:
// its headers are checked, and the kit's requests of one run stay below it.
const server = spawn('npm', ['run', '--silent', 'mock-server'], {
  env: { ...process.env, MOCK_DATASET: 'testnet', MOCK_RATE_LIMIT: '100000', HOST: host, PORT: String(port) },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
let exited = false;
server.once('exit', () => void (exited = true));
const stop = () => {
  if (!exited && server.pid) process.kill(-server.pid, 'SIGTERM');
};

async function answers(): Promise<boolean> {
  const deadline = Date.now() + startDeadlineMs;
  while (Date.now() < deadline && !exited) {
    try {
      if ((await fetch(`${base}/api/openapi.json`)).ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

let code = 1;
try {
  if (!(await answers()))
    console.error(`npm run mock-server did not answer on ${base} within ${startDeadlineMs / 1000} s`);
  else {
    // A relative path: npx runs an existing file given by an absolute path as a command.
    const spec = relative(emptyDir, tarball);
    console.log(`npx --yes ${basename(spec)} --base ${base} (from an empty folder)`);
    const kit = spawn('npx', ['--yes', spec, '--base', base, ...process.argv.slice(2)], {
      cwd: emptyDir,
      stdio: 'inherit',
      env: {
        ...process.env,
        npm_config_cache: join(work, 'npm-cache'),
        npm_config_offline: 'true',
        npm_config_update_notifier: 'false',
        npm_config_fund: 'false',
        npm_config_audit: 'false',
      },
    });
    code = await new Promise<number>((resolve) => kit.once('exit', (exitCode) => resolve(exitCode ?? 1)));
    if (readdirSync(emptyDir).length)
      console.error(`the kit left files in its empty folder: ${readdirSync(emptyDir).join(', ')}`);
  }
} finally {
  stop();
  rmSync(work, { recursive: true, force: true });
}
process.exit(code);
