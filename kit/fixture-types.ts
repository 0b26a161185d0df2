import type { Group } from '@octoss/contract/route';
import type { RouteName } from '@octoss/contract/routes';

export type FixtureName =
  | 'session'
  | 'sandbox'
  | 'exchanges'
  | 'links'
  | 'approved'
  | 'fees'
  | 'week'
  | 'wallet'
  | 'claims'
  | 'checkpoints'
  | 'points'
  | 'ids';

/**
 * A setup step: state some checks need, made through the public API once, when the first check
 * that needs it runs (a check needs only its own steps, so `--only` runs only theirs). Each step
 * is one check of its endpoint in the report; when it cannot run (the route is not implemented, the
 * server has no sandbox) the checks that need it are skipped with the reason.
 */
export type Fixture<K> = {
  describe: string;
  /** The endpoint the step is reported under (it must be implemented); a step without one is not reported. */
  route?: RouteName;
  /** Other routes the step calls. */
  uses?: RouteName[];
  needs: FixtureName[];
  /** Steps that make this one more useful but that it can do without. */
  wants?: FixtureName[];
  /** What the step writes: no check that reads these runs meanwhile. */
  writes: Group[];
  build(kit: K): Promise<void>;
};

/** Every setup step by name, each built with the kit (`K`, kept generic so this module imports no kit). */
export type Fixtures<K> = Record<FixtureName, Fixture<K>>;
