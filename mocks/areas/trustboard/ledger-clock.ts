import { isoWeekOf, weekBounds } from '../../../ledger/index.ts';
import type { Db } from '../../db';
import type { MockEnv } from '../../mock-env';
import { dayMs } from '../../shared/seeding';

/**
 * The ledger's clock and weeks. A week is an ISO week (`2026-W47`, Monday 00:00 UTC to the next
 * Monday); it closes when the ledger clock passes its end. The ledger clock is the mock's clock,
 * moved on by whole weeks in the sandbox (`POST /api/testnet/close-week` adds one).
 */
export const weekMs = 7 * dayMs;

export function ledgerSettingsOf(db: Db) {
  const settings = db.ledgerSettings.findFirst({ where: { id: { equals: 'current' } } });
  if (!settings) throw new Error('This data set has no ledger settings: it was seeded before the ledger proof');
  return settings;
}

/** Now on the ledger's clock. */
export function ledgerNow(env: MockEnv): number {
  return env.now() + ledgerSettingsOf(env.db).weekOffset * weekMs;
}

/** The week after `id`. */
export const nextWeek = (id: string): string => isoWeekOf(weekBounds(id).toMs);

/** The later of two week ids (same width, so they compare as strings). */
export const laterWeek = (a: string, b: string): string => (a > b ? a : b);

/** The weeks from `first` up to and including `last`, oldest first (none when `last` is before `first`). */
export function weeksFromTo(first: string, last: string): string[] {
  const weeks: string[] = [];
  for (let week = first; week <= last; week = nextWeek(week)) weeks.push(week);
  return weeks;
}

/** The week before the one the ledger clock is in: the last closed week. */
export function lastClosedWeek(env: MockEnv): string {
  return isoWeekOf(weekBounds(isoWeekOf(ledgerNow(env))).fromMs - 1);
}
