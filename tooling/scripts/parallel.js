// @ts-check
import { spawn } from 'node:child_process';

/**
 * `node tooling/scripts/parallel.js <script>...`: runs the package's npm scripts side by side and
 * fails when any of them fails. Each script's output is held and printed whole when it ends, so
 * the log reads as if they had run one after another. `npm test` runs its independent checks this
 * way (type check, lint, formatting, the OpenAPI lint, ...): most use one core, the machine has two.
 */
const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node tooling/scripts/parallel.js <npm script>...');
  process.exit(2);
}

/** @param {string} script @returns {Promise<{ script: string, code: number, output: string, seconds: number }>} */
function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) =>
      resolve({
        script,
        code: code ?? 1,
        output: Buffer.concat(chunks).toString(),
        seconds: Math.round((Date.now() - started) / 1000),
      }),
    );
  });
}

const results = await Promise.all(
  scripts.map((script) =>
    run(script).then((result) => {
      const verdict = result.code === 0 ? 'passed' : `failed (exit ${result.code})`;
      process.stdout.write(`\n> ${result.script}: ${verdict} in ${result.seconds} s\n${result.output}`);
      return result;
    }),
  ),
);
const failed = results.filter((result) => result.code !== 0).map((result) => result.script);
if (failed.length > 0) {
  console.error(`\nfailed: ${failed.join(', ')}`);
  process.exit(1);
}
