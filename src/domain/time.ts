export const secondMs = 1000;
export const hourMs = 3_600_000;
export const dayMs = 86_400_000;

/** YYYY-MM-DD of an instant, in UTC. */
export function toDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Start (inclusive) and end (exclusive) instants of a `from`..`to` day range, both days included. */
export function dayRange(from?: string, to?: string): { start: number; end: number } {
  return {
    start: from ? Date.parse(`${from}T00:00:00Z`) : Number.NEGATIVE_INFINITY,
    end: to ? Date.parse(`${to}T00:00:00Z`) + dayMs : Number.POSITIVE_INFINITY,
  };
}

export function inDayRange(ms: number, from?: string, to?: string): boolean {
  const { start, end } = dayRange(from, to);
  return ms >= start && ms < end;
}
