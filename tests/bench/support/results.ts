import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';

const resultsFile = 'bench/results.json';

/** The load average when a measurement starts: the machine may be shared, and figures say so. */
export const loadAverage = () => loadavg().map((load) => Number(load.toFixed(2)));

/**
 * Writes one benchmark's figures under its own key of bench/results.json (the file that is committed
 * with the figures of the last run), keeping the other benchmarks' sections.
 */
export async function saveResults(section: 'lighthouse' | 'trustboard' | 'api', figures: unknown): Promise<void> {
  await mkdir('bench', { recursive: true });
  const current = await readFile(resultsFile, 'utf8').then((text) => JSON.parse(text) as Record<string, unknown>, () => ({}));
  await writeFile(resultsFile, `${JSON.stringify({ ...current, [section]: figures }, null, 2)}\n`);
  console.log(`\nWritten to ${resultsFile} (${section})`);
}
