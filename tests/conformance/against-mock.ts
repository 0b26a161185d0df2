/**
 * `npm run test:conformance`: starts `npm run mock-server` on the testnet data set at a free port
 * of 127.0.0.1, waits until it answers, runs the conformance kit against it, stops the server and
 * exits with the kit's code.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

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

const port = await freePort();
const base = `http://${host}:${port}`;
// Its own process group, so stopping it stops npm, tsx and node together.
const server = spawn('npm', ['run', '--silent', 'mock-server'], {
  env: { ...process.env, MOCK_DATASET: 'testnet', HOST: host, PORT: String(port) },
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
    const kit = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/conformance/verify.ts', '--base', base, ...process.argv.slice(2)],
      { stdio: 'inherit' },
    );
    code = await new Promise<number>((resolve) => kit.once('exit', (exitCode) => resolve(exitCode ?? 1)));
  }
} finally {
  stop();
}
process.exit(code);
