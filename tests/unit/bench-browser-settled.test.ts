// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { browserSettled, processCpuMs, processTreeCpuMs } from '../bench/support/browserSettled';

/** Real processes that spin for `spinMs` (or for ever) and then sleep, as a browser's start does. */
const spinning: ChildProcess[] = [];
const spinThenSleep = (spinMs: number) =>
  `const end = Date.now() + ${spinMs}; while (Date.now() < end); setTimeout(() => {}, 60000);`;

function node(code: string): number {
  const child = spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
  spinning.push(child);
  return child.pid!;
}

afterEach(() => {
  for (const child of spinning.splice(0)) child.kill('SIGKILL');
});

describe.runIf(process.platform === 'linux')('browserSettled (bench)', () => {
  it('counts the CPU of the processes a process started, not only its own', async () => {
    const parent = node(
      `require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(spinThenSleep(60000))}], { stdio: 'ignore' }); setTimeout(() => {}, 60000);`,
    );
    await expect.poll(() => processTreeCpuMs(parent), { timeout: 30_000 }).toBeGreaterThan(600);
    expect(processCpuMs(parent)).toBeLessThan(400);
  });

  it('waits for a busy start to end and a quiet second to pass', async () => {
    const pid = node(spinThenSleep(800));
    const { settled, waitedMs } = await browserSettled(pid, { timeoutMs: 30_000 });
    expect(settled).toBe(true);
    expect(waitedMs).toBeGreaterThanOrEqual(1800);
  });

  it('gives up unsettled at its timeout when the processes stay busy', async () => {
    const pid = node(spinThenSleep(60000));
    const { settled, waitedMs } = await browserSettled(pid, { timeoutMs: 1500 });
    expect(settled).toBe(false);
    expect(waitedMs).toBeGreaterThanOrEqual(1500);
  });
});
