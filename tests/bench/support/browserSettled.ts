import { readdirSync, readFileSync } from 'node:fs';

/**
 * A freshly launched Chromium is busy for its first seconds with its own start: Chromium 156 loads
 * its omnibox popup (two `chrome://omnibox-popup.top-chrome` pages, in a renderer of their own)
 * even headless. Measured here on a machine of two cores: a busy loop in a page got 30 to 75 % of
 * a core in the first second and all of it six seconds after the launch, and the browser's
 * processes used 800 ms of CPU in the first 5 s, nothing in the next 5. A run that opens its page at
 * once measures that start beside the page: every task of the page takes longer on the wall clock,
 * and Lighthouse's phone multiplies the wall clock by 4.
 *
 * `browserSettled` waits until the browser's processes (`rootPid` and all it started) have used
 * less than `quietShare` of one core over the last `windowMs`, sampled every `sampleMs`, or until
 * `timeoutMs` has passed. It reads Linux's `/proc`; elsewhere it returns at once, unsettled.
 */
export type SettleOptions = { quietShare?: number; windowMs?: number; sampleMs?: number; timeoutMs?: number };
export type Settled = { settled: boolean; waitedMs: number };

/** Linux's clock ticks per second for `/proc/<pid>/stat` times (USER_HZ, 100 on every usual build). */
const ticksPerSecond = 100;

type ProcessStat = { pid: number; ppid: number; cpuMs: number };

function readStat(pid: string): ProcessStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: the fields start after its last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const [utime, stime] = [Number(fields[11]), Number(fields[12])];
    return { pid: Number(pid), ppid: Number(fields[1]), cpuMs: ((utime + stime) * 1000) / ticksPerSecond };
  } catch {
    return undefined; // it ended between the listing and the read
  }
}

/** The CPU time one process has used so far, in ms (0 once it has ended). */
export const processCpuMs = (pid: number): number => readStat(String(pid))?.cpuMs ?? 0;

/** The CPU time used so far by a process and every process under it, in ms. */
export function processTreeCpuMs(rootPid: number): number {
  const stats = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(readStat)
    .filter((stat): stat is ProcessStat => stat !== undefined);
  const children = new Map<number, ProcessStat[]>();
  for (const stat of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
  let total = stats.find((stat) => stat.pid === rootPid)?.cpuMs ?? 0;
  const queue = [rootPid];
  while (queue.length > 0)
    for (const child of children.get(queue.shift()!) ?? []) {
      total += child.cpuMs;
      queue.push(child.pid);
    }
  return total;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function browserSettled(
  rootPid: number,
  { quietShare = 0.05, windowMs = 1000, sampleMs = 250, timeoutMs = 20_000 }: SettleOptions = {},
): Promise<Settled> {
  const start = Date.now();
  let samples: { at: number; cpuMs: number }[];
  try {
    samples = [{ at: start, cpuMs: processTreeCpuMs(rootPid) }];
  } catch {
    return { settled: false, waitedMs: 0 }; // no /proc: not Linux
  }
  while (Date.now() - start < timeoutMs) {
    await sleep(sampleMs);
    const now = { at: Date.now(), cpuMs: processTreeCpuMs(rootPid) };
    samples.push(now);
    // The window: from the latest sample at least `windowMs` old.
    while (samples.length > 1 && now.at - samples[1]!.at >= windowMs) samples.shift();
    const spanMs = now.at - samples[0]!.at;
    if (spanMs >= windowMs && now.cpuMs - samples[0]!.cpuMs < quietShare * spanMs)
      return { settled: true, waitedMs: now.at - start };
  }
  return { settled: false, waitedMs: Date.now() - start };
}

/** For a run's line: how long the browser's start took, or that it had not ended. */
export const describeSettled = ({ settled, waitedMs }: Settled): string =>
  settled ? `browser settled after ${waitedMs} ms` : `browser still busy after ${waitedMs} ms`;
