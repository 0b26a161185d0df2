import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';

const resultsFile = 'bench/results.json';

/** The load average when a measurement starts: the machine may be shared, and figures say so. */
export const loadAverage = () => loadavg().map((load) => Number(load.toFixed(2)));

/**
 * Writes one benchmark's figures under its own key of bench/results.json (the file that is committed
 * with the figures of the last run), keeping the other benchmarks' sections.
 */
export async function saveResults(
  section: 'lighthouse' | 'trustboard' | 'api' | 'stories',
  figures: unknown,
): Promise<void> {
  await mkdir('bench', { recursive: true });
  const current = await readFile(resultsFile, 'utf8').then(
    (text) => JSON.parse(text) as Record<string, unknown>,
    () => ({}),
  );
  await writeFile(resultsFile, `${JSON.stringify({ ...current, [section]: figures }, null, 2)}\n`);
  console.log(`\nWritten to ${resultsFile} (${section})`);
}

/** The commit measured, with `+changes` when the working tree differs from it. */
export function commitMeasured(): string {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  try {
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? '+changes' : ''}`;
  } catch {
    return 'unknown';
  }
}

/**
 * Appends one run's record to a benchmark's list in bench/results.json, so the file keeps every run
 * (each with the machine's benchmark index and load, to tell a slow app from a busy machine). A
 * section written before it was a list becomes its first entry.
 */
export async function appendResults(section: 'lighthouse', record: unknown): Promise<void> {
  const current = await readFile(resultsFile, 'utf8').then(
    (text) => JSON.parse(text) as Record<string, unknown>,
    () => ({}) as Record<string, unknown>,
  );
  const earlier = current[section];
  const list = Array.isArray(earlier) ? earlier : earlier === undefined ? [] : [earlier];
  await writeFile(resultsFile, `${JSON.stringify({ ...current, [section]: [...list, record] }, null, 2)}\n`);
  console.log(`\nAppended to ${resultsFile} (${section}, run ${list.length + 1})`);
}
