/**
 * ISO 8601 weeks of UTC instants: the ledger's periods (`2026-W47`). A week starts Monday 00:00 UTC
 * and belongs to the year of its Thursday, so 2026-12-31 may be in 2027-W01.
 */

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
const PERIOD = /^(\d{4})-W(\d{2})$/;

/** Monday 00:00 UTC of ISO week 1 of `year`: the Monday on or before 4 January. */
function firstMonday(year: number): number {
  const jan4 = Date.UTC(year, 0, 4);
  const weekday = (new Date(jan4).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return jan4 - weekday * DAY_MS;
}

/** The ISO week of a UTC instant, as `YYYY-Www`. */
export function isoWeekOf(ms: number): string {
  const date = new Date(ms);
  if (!Number.isFinite(ms) || Number.isNaN(date.getTime())) throw new RangeError(`not a time: ${ms}`);
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const weekday = (date.getUTCDay() + 6) % 7;
  const thursday = new Date(midnight + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  if (year < 1000 || year > 9999) throw new RangeError(`year ${year} does not fit YYYY`);
  const week = Math.floor((thursday.getTime() - firstMonday(year)) / WEEK_MS) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/**
 * The instants of a week id: `fromMs` its Monday 00:00 UTC, `toMs` the next Monday (exclusive).
 * Throws on a malformed id or a week the year does not have (W53 only in long years).
 */
export function weekBounds(id: string): { fromMs: number; toMs: number } {
  const match = PERIOD.exec(id);
  if (!match) throw new RangeError(`not a week id (YYYY-Www): ${JSON.stringify(id)}`);
  const year = Number(match[1]);
  const week = Number(match[2]);
  const weeks = Math.round((firstMonday(year + 1) - firstMonday(year)) / WEEK_MS);
  if (year < 1000 || week < 1 || week > weeks) throw new RangeError(`${id}: ${year} has weeks 01 to ${weeks}`);
  const fromMs = firstMonday(year) + (week - 1) * WEEK_MS;
  return { fromMs, toMs: fromMs + WEEK_MS };
}

/** Whether `id` names a week that exists. */
export function isWeekId(id: unknown): id is string {
  if (typeof id !== 'string') return false;
  try {
    weekBounds(id);
    return true;
  } catch {
    return false;
  }
}
