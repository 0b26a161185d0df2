import type { Result } from 'lighthouse';

/** One long task of the main thread (50 ms or more), as Lighthouse's `long-tasks` audit lists it. */
export type LongTask = { url: string; startMs: number; durationMs: number };

/**
 * The long tasks that start after the first contentful paint: what keeps the page from answering
 * once it shows something (they are what Total Blocking Time adds up). Times are Lighthouse's own:
 * simulated on the mobile preset, so they agree with its FCP and TBT.
 */
export function longTasksAfterFcp(lhr: Result): LongTask[] {
  const fcp = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
  const details = lhr.audits['long-tasks']?.details;
  const items =
    details && 'items' in details
      ? (details.items as { url?: unknown; startTime?: unknown; duration?: unknown }[])
      : [];
  return items
    .map((item) => ({
      url: shortUrl(String(item.url ?? '')),
      startMs: Math.round(Number(item.startTime)),
      durationMs: Math.round(Number(item.duration)),
    }))
    .filter((task) => Number.isFinite(task.startMs) && task.startMs >= fcp)
    .sort((a, b) => b.durationMs - a.durationMs);
}

/** `http://localhost:4301/assets/index-abc.js` -> `assets/index-abc.js`; "Unattributable" stays. */
const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+\//, '');

/** Main-thread time per script (Lighthouse's `bootup-time`), largest first: whose code the long tasks run. */
export function scriptTimes(lhr: Result): { url: string; scriptingMs: number }[] {
  const details = lhr.audits['bootup-time']?.details;
  const items = details && 'items' in details ? (details.items as { url?: unknown; scripting?: unknown }[]) : [];
  return items
    .map((item) => ({ url: shortUrl(String(item.url ?? '')), scriptingMs: Math.round(Number(item.scripting)) }))
    .filter((item) => Number.isFinite(item.scriptingMs))
    .sort((a, b) => b.scriptingMs - a.scriptingMs);
}
