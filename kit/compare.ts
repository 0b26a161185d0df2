import { isDeepStrictEqual } from 'node:util';
import { clockFields, lifecycles, type ClockRule, type Lifecycle } from '@octoss/contract/rules';
import { isRecord, type Route } from './contract';
import type { Sent } from './http';

/** One read's answer, kept to compare with a later read of the same path. */
export type Snapshot = { route: Route; path: string; sent: Sent };

export type Differences = {
  /** Where the later answer differs, beyond what the clock may move (the guide's "Reads, writes and the clock"). */
  changes: string[];
  /** Lists that hold the same rows in another order. */
  reordered: string[];
};

const dayMs = 86_400_000;
/** A clock skew between this machine and the server that a day boundary is allowed. */
const skewMs = 5 * 60_000;
const utcDay = (ms: number) => Math.floor(ms / dayMs);

/** `items.*.status` for `items.3.status`: the rule paths of clockFields name every item with `*`. */
const pattern = (path: string[]) => path.map((part) => (/^\d+$/.test(part) ? '*' : part)).join('.');

function clockRuleAt(route: Route, path: string[]): ClockRule | undefined {
  const rules = clockFields[route.name];
  return rules ? rules[pattern(path)] : undefined;
}

const lifecycleOf = (route: Route): Lifecycle | undefined =>
  Object.values(lifecycles).find((lifecycle) => lifecycle.route === route.name);

const stepOf = (lifecycle: Lifecycle, state: unknown) =>
  lifecycle.steps.findIndex((step) => step.includes(String(state)));

const label = (path: string[]) => path.join('.') || '(the answer)';
const short = (value: unknown) => {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
};

type Context = { route: Route; before: Sent; after: Sent; changes: string[]; reordered: string[] };

/** A field derived from the clock changed: allowed only by its rule. */
function clockChangeAllowed(rule: ClockRule, before: unknown, after: unknown, context: Context): boolean {
  if (rule === 'platform' || rule === 'expiry') return true;
  if (rule === 'window') return utcDay(context.before.sentAt - skewMs) !== utcDay(context.after.at + skewMs);
  // A schedule's next date: only forward, and only once the earlier date has come.
  const was = typeof before === 'string' ? Date.parse(before) : NaN;
  const now = typeof after === 'string' ? Date.parse(after) : NaN;
  return Number.isFinite(was) && Number.isFinite(now) && now > was && was <= context.after.at + skewMs;
}

const hasId = (items: unknown[]): items is Record<string, unknown>[] =>
  items.length > 0 && items.every((item) => isRecord(item) && typeof item.id === 'string');

function walk(before: unknown, after: unknown, path: string[], context: Context): void {
  const rule = clockRuleAt(context.route, path);
  if (rule && !isDeepStrictEqual(before, after)) {
    if (!clockChangeAllowed(rule, before, after, context))
      context.changes.push(
        `${label(path)} ${short(before)} → ${short(after)} (a ${rule} field, moved against its rule)`,
      );
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) return walkList(before, after, path, context);
  if (isRecord(before) && isRecord(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
      walk(before[key], after[key], [...path, key], context);
    return;
  }
  if (!Object.is(before, after) && !isDeepStrictEqual(before, after))
    context.changes.push(`${label(path)} ${short(before)} → ${short(after)}`);
}

/** Rows with ids are matched by id (added, removed, changed); a list of the same rows in another order is reordered. */
function walkList(before: unknown[], after: unknown[], path: string[], context: Context): void {
  if (hasId(before) && hasId(after)) {
    const was = new Map(before.map((row) => [row.id as string, row]));
    const now = new Map(after.map((row) => [row.id as string, row]));
    const added = [...now.keys()].filter((id) => !was.has(id));
    const removed = [...was.keys()].filter((id) => !now.has(id));
    if (added.length) context.changes.push(`${label(path)}: rows added (${added.slice(0, 3).join(', ')})`);
    if (removed.length) context.changes.push(`${label(path)}: rows removed (${removed.slice(0, 3).join(', ')})`);
    const lifecycle = lifecycleOf(context.route);
    for (const [id, row] of was) {
      const later = now.get(id);
      if (!later) continue;
      if (lifecycle && row[lifecycle.field] !== later[lifecycle.field]) {
        // A state that moves by itself may move forward, and its companion fields with it.
        if (stepOf(lifecycle, later[lifecycle.field]) > stepOf(lifecycle, row[lifecycle.field])) {
          const rest = (record: Record<string, unknown>) =>
            Object.fromEntries(
              Object.entries(record).filter(([key]) => key !== lifecycle.field && !lifecycle.companions.includes(key)),
            );
          walk(rest(row), rest(later), [...path, '*'], context);
          continue;
        }
        context.changes.push(
          `${label(path)} ${id}: ${lifecycle.field} ${short(row[lifecycle.field])} → ${short(later[lifecycle.field])} (moved back)`,
        );
        continue;
      }
      walk(row, later, [...path, '*'], context);
    }
    const order = (list: Record<string, unknown>[]) =>
      list.map((row) => row.id).filter((id) => was.has(String(id)) && now.has(String(id)));
    if (!added.length && !removed.length && order(before).join() !== order(after).join())
      context.reordered.push(label(path));
    return;
  }
  if (before.length === after.length) {
    const key = (item: unknown) => JSON.stringify(item);
    const same = before.every((item, index) => isDeepStrictEqual(item, after[index]));
    if (same) return;
    const sorted = (list: unknown[]) => list.map(key).sort().join('\n');
    if (sorted(before) === sorted(after)) {
      context.reordered.push(label(path));
      return;
    }
    before.forEach((item, index) => walk(item, after[index], [...path, String(index)], context));
    return;
  }
  context.changes.push(`${label(path)}: ${before.length} → ${after.length} items`);
}

/**
 * How a later read of the same path differs from an earlier one, by the guide's rules: fields
 * derived from the clock move only as their rule allows (never by a tolerance in seconds), states
 * that move by themselves move forward only, and a list of the same rows in another order is
 * reported as reordered, not as a change.
 */
export function compareReads(before: Snapshot, after: Snapshot): Differences {
  const context: Context = { route: before.route, before: before.sent, after: after.sent, changes: [], reordered: [] };
  if (before.sent.status !== after.sent.status)
    context.changes.push(`status ${before.sent.status} → ${after.sent.status}`);
  else if (typeof before.sent.body === 'string' || typeof after.sent.body === 'string') {
    // CSV: the same lines in another order is a reordering.
    if (before.sent.text !== after.sent.text) {
      const lines = (text: string) => text.split(/\r?\n/).filter(Boolean);
      const [was, now] = [lines(before.sent.text), lines(after.sent.text)];
      if (was.length === now.length && [...was].sort().join('\n') === [...now].sort().join('\n'))
        context.reordered.push('(the file)');
      else context.changes.push(`the file: ${was.length - 1} → ${now.length - 1} rows or other cells`);
    }
  } else walk(before.sent.body, after.sent.body, [], context);
  return { changes: context.changes, reordered: context.reordered };
}
