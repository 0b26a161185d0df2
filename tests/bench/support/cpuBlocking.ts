/** The fields of a Chrome trace event this reads (a trace holds many more). */
export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event, in µs: what it ran, not how long it waited for a core. */
  tdur?: number;
  args?: { name?: string };
};

/** Lighthouse counts a task's time beyond 50 ms as blocking. */
const blockingThresholdMs = 50;

/**
 * Blocking time counted from the main thread's CPU time instead of its wall time: each task that
 * starts after the first contentful paint adds max(0, its CPU time × `cpuMultiplier` - 50 ms), as
 * Lighthouse's simulated phone adds its wall time × 4. Why: on a machine of two cores, the page's
 * main thread shares them with the demo backend's worker, the browser's own threads and
 * Lighthouse's process, and while a page starts a task's wall time is often two to four times its
 * CPU time (a traced load of Payouts: 49 ms of wall for 14 of CPU). Lighthouse's TBT then measures
 * how busy the machine was as much as the page; this figure measures what the page's own code
 * costs. Tasks to the end of the trace count (Lighthouse stops at its estimate of the time to
 * interactive), so it can exceed TBT on a quiet machine. `undefined` when the trace shows no
 * first contentful paint or no main thread of its page.
 */
export function cpuBlockingMs(events: readonly TraceEvent[], cpuMultiplier: number): number | undefined {
  const fcp = events.findLast((event) => event.name === 'firstContentfulPaint');
  if (!fcp) return undefined;
  const main = events.find(
    (event) =>
      event.ph === 'M' &&
      event.name === 'thread_name' &&
      event.pid === fcp.pid &&
      event.args?.name === 'CrRendererMain',
  );
  if (!main) return undefined;
  let blockingMs = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || event.pid !== main.pid || event.tid !== main.tid) continue;
    if (event.ts < fcp.ts || event.tdur === undefined) continue;
    blockingMs += Math.max(0, (event.tdur / 1000) * cpuMultiplier - blockingThresholdMs);
  }
  return Math.round(blockingMs);
}
