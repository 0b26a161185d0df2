import { groups } from '@octoss/contract/route';
import { checkGroups, type CheckDef, type CheckGroup } from './check';
import { accessChecks } from './checks/access';
import { badInputChecks } from './checks/bad-input';
import { behaviourChecks } from './checks/behaviour';
import { daysChecks } from './checks/days';
import { errorsChecks } from './checks/errors';
import { filtersChecks } from './checks/filters';
import { headersChecks } from './checks/headers';
import { idempotencyChecks } from './checks/idempotency';
import { moneyChecks } from './checks/money';
import { pagingChecks } from './checks/paging';
import { proofChecks } from './checks/proof';
import { queryChecks } from './checks/query';
import { rulesChecks } from './checks/rules';
import { schemasChecks } from './checks/schemas';
import { allRoutes, endpointOf, route } from './contract';
import { NoAnswer } from './http';
import { fixtures } from './fixtures';
import { Kit, type KitOptions } from './kit';
import { Mismatch, Skip, type RunReport } from './report';

/** Every check of the kit, derived from the route table where it can be, with the scenario checks. */
export function allChecks(): CheckDef[] {
  return [
    ...accessChecks(),
    ...schemasChecks(),
    ...errorsChecks(),
    ...queryChecks(),
    ...badInputChecks(),
    ...moneyChecks(),
    ...idempotencyChecks(),
    ...pagingChecks(),
    ...filtersChecks(),
    ...daysChecks(),
    ...headersChecks(),
    ...behaviourChecks(),
    ...rulesChecks(),
    ...proofChecks(),
  ];
}

/** What `--only` may name: a check group, an API group, or an endpoint (`GET /api/payouts`). */
export type Selection = { checks: Set<CheckGroup>; apiGroups: Set<string>; endpoints: Set<string> };

export class UsageError extends Error {}

export const selectable = () => ({
  checkGroups: [...checkGroups],
  apiGroups: [...groups],
  endpoints: allRoutes.map(endpointOf),
});

/** Parses `--only` values (each may hold several, comma-separated); an unknown name is a usage error. */
export function parseSelection(values: readonly string[]): Selection {
  const selection: Selection = { checks: new Set(), apiGroups: new Set(), endpoints: new Set() };
  const endpoints = new Map(allRoutes.map((row) => [endpointOf(row).toLowerCase(), endpointOf(row)]));
  for (const value of values.flatMap((item) => item.split(',')).map((item) => item.trim().replace(/\s+/g, ' '))) {
    if (!value) continue;
    if ((checkGroups as readonly string[]).includes(value)) selection.checks.add(value as CheckGroup);
    else if ((groups as readonly string[]).includes(value)) selection.apiGroups.add(value);
    else if (endpoints.has(value.toLowerCase())) selection.endpoints.add(endpoints.get(value.toLowerCase())!);
    else
      throw new UsageError(
        `--only ${value}: not a check group (${checkGroups.join(', ')}), an API group (${groups.join(', ')}) or an endpoint ("GET /api/payouts")`,
      );
  }
  return selection;
}

/** Check groups and places (API groups, endpoints) combine: `--only idempotency,payouts` is the idempotency checks of the payouts group. */
function selected(check: CheckDef, selection: Selection | undefined): boolean {
  if (!selection) return true;
  const what = selection.checks.size === 0 || selection.checks.has(check.group);
  const places = selection.apiGroups.size + selection.endpoints.size;
  const where =
    places === 0 ||
    selection.apiGroups.has(check.route.group) ||
    selection.endpoints.has(check.endpoint ?? endpointOf(check.route));
  return what && where;
}

/** The server could not be reached at all: the CLI says so in one line and exits 2. */
export class Unreachable extends Error {}

export type RunOptions = Partial<Omit<KitOptions, 'base'>> & { base: string; only?: Selection };

export const defaultOptions = {
  signIn: { email: 'sandbox@octoss.app', code: '000000' },
  timeoutMs: 30_000,
  concurrency: 8,
  origin: 'https://octoss.app',
};

/**
 * Runs the kit against the server at `base`: the checks of the selection, each with only the setup
 * steps it needs, in three phases (right after the sandbox's reset; the rest at once, as far as
 * their locks allow; the last ones). Throws Unreachable when the server does not answer at all.
 */
export async function runConformance(options: RunOptions): Promise<RunReport> {
  const started = performance.now();
  const kit = new Kit({
    ...defaultOptions,
    ...options,
    signIn: options.signIn ?? defaultOptions.signIn,
    fixtures,
  });
  try {
    await kit.unknownPath();
  } catch (error) {
    if (error instanceof NoAnswer)
      throw new Unreachable(`${kit.base} cannot be reached: ${error.message.replace(/^\S+ \S+: /, '')}`);
    throw error;
  }
  await kit.probeAll();
  const checks = allChecks().filter((check) => selected(check, options.only));
  const touched = new Set(
    checks.flatMap((check) => [
      check.endpoint ?? endpointOf(check.route),
      ...(check.uses ?? []).map((name) => endpointOf(route(name))),
    ]),
  );
  // A check that holds every group (it compares every read around a reset) would stop all others: it runs last.
  const phaseOf = (check: CheckDef) => check.phase ?? (check.locks.write.length >= groups.length ? 'final' : 'main');
  const phase = (name: CheckDef['phase']) =>
    checks.filter((check) => phaseOf(check) === name).sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  for (const check of phase('fresh')) await runCheck(kit, check);
  await Promise.all(phase('main').map((check) => runCheck(kit, check)));
  for (const check of phase('final')) await runCheck(kit, check);
  return {
    base: kit.base,
    ms: Math.round(performance.now() - started),
    results: kit.recorder.results,
    // With --only, the endpoints the selected checks are about (or use); else every one.
    notImplemented: [...kit.recorder.notImplemented.values()]
      .filter((row) => !options.only || touched.has(row.endpoint))
      .sort((a, b) => a.endpoint.localeCompare(b.endpoint)),
  };
}

async function runCheck(kit: Kit, check: CheckDef): Promise<void> {
  const endpoint = check.endpoint ?? endpointOf(check.route);
  let started = performance.now();
  const result = { group: check.group, endpoint, check: check.name, rule: check.rule };
  const ms = () => Math.round(performance.now() - started);
  try {
    if (!check.endpoint && !(await kit.implemented(check.route))) return;
    for (const name of check.uses ?? []) {
      const used = allRoutes.find((row) => row.name === name)!;
      if (!(await kit.implemented(used)))
        throw new Skip(`needs ${endpointOf(used)}, which the server does not implement`);
    }
    const needs = [...(check.needs ?? [])];
    const usesPrivate = [check.route, ...(check.uses ?? []).map((name) => allRoutes.find((row) => row.name === name)!)];
    if (!check.endpoint && usesPrivate.some((row) => !row.public) && check.group !== 'access') needs.unshift('session');
    await Promise.all(needs.map((name) => kit.need(name)));
    await Promise.all((check.wants ?? []).map((name) => kit.soft(name)));
    const release = await kit.locks.acquire(check.locks, { slot: true });
    // A check's time is its own: from when it may run (its setup done, its locks held).
    started = performance.now();
    try {
      await check.run(kit);
    } finally {
      release();
    }
    kit.recorder.add({ ...result, outcome: 'passed', ms: ms() });
  } catch (error) {
    if (error instanceof Skip) kit.recorder.add({ ...result, outcome: 'skipped', reason: error.message, ms: ms() });
    else {
      const reason =
        error instanceof Mismatch || error instanceof NoAnswer
          ? error.message
          : `the check could not run: ${error instanceof Error ? error.message : String(error)}`;
      kit.recorder.add({ ...result, outcome: 'failed', reason, ms: ms() });
    }
  }
}
