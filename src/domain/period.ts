/**
 * `?period={from}_{to}` with YYYY-MM-DD days; anything else is no period. The days are the reader's
 * days (see `dayRange` in ./time): a settlement's period links to the records the reader sees dated in it.
 */
export type Period = { from: string; to: string };

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

export function parsePeriod(value: string | null | undefined): Period | null {
  if (!value) return null;
  const [from, to] = value.split('_');
  if (
    !from ||
    !to ||
    !dayPattern.test(from) ||
    !dayPattern.test(to) ||
    Number.isNaN(Date.parse(from)) ||
    Number.isNaN(Date.parse(to))
  )
    return null;
  return from <= to ? { from, to } : { from: to, to: from };
}

export function formatPeriod(period: Period): string {
  return `${period.from}_${period.to}`;
}
