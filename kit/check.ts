import type { Group } from '@octoss/contract/route';
import type { RouteName } from '@octoss/contract/routes';
import { route as routeNamed, writeSetOf, type Route } from './contract';
import type { FixtureName } from './fixture-types';
import type { Kit } from './kit';
import type { LockSet } from './scheduler';

/** The check groups, in the order the report and `--only` know them. */
export const checkGroups = [
  'access',
  'schemas',
  'errors',
  'query',
  'bad-input',
  'money',
  'idempotency',
  'paging',
  'filters',
  'days',
  'headers',
  'behaviour',
  'rules',
  'proof',
] as const;
export type CheckGroup = (typeof checkGroups)[number];

/**
 * One check: what it proves (`name`, under the guide's section `rule`), the endpoint it is reported
 * under, what it needs (routes that must be implemented, setup steps), what it touches (`locks`:
 * checks that would disturb each other never run at once) and the phase it runs in (`fresh`: right
 * after the sandbox's reset, before any other setup; `final`: after everything else).
 */
export type CheckDef = {
  group: CheckGroup;
  route: Route;
  /** The report's endpoint when it is not the route's (the unknown path). */
  endpoint?: string;
  name: string;
  rule: string;
  uses?: RouteName[];
  needs?: FixtureName[];
  wants?: FixtureName[];
  phase?: 'fresh' | 'main' | 'final';
  /** Within the fresh and final phases, lower runs first (default 0). */
  order?: number;
  locks: LockSet;
  run(kit: Kit): Promise<void>;
};

/** The groups a set of routes reads. */
export const readsOf = (...names: RouteName[]): Group[] => [...new Set(names.map((name) => routeNamed(name).group))];

/** The groups a set of writes changes. */
export const writesOf = (...names: RouteName[]): Group[] => [
  ...new Set(names.flatMap((name) => writeSetOf(routeNamed(name)))),
];

/** The setup steps that fill each group's reads with rows, so a check of them has something to look at. */
export const populatedBy: Partial<Record<Group, FixtureName[]>> = {
  session: ['points'],
  dashboard: ['claims', 'points'],
  'uid-links': ['approved'],
  accruals: ['fees'],
  reconciliations: ['claims'],
  profiles: ['claims'],
  payouts: ['claims'],
  exports: ['claims'],
  points: ['points'],
  settlements: ['sandbox'],
  referral: ['sandbox'],
  playbook: ['sandbox'],
  promos: ['sandbox'],
  proof: ['checkpoints'],
};

export const wantsFor = (route: Route): FixtureName[] => [
  ...(populatedBy[route.group] ?? []),
  ...(route.path.includes('{') ? (['ids'] as const) : []),
];
