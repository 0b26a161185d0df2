import type { CheckDef } from '../check';
import { accountChecks } from './behaviour/accounts';
import { growthChecks } from './behaviour/growth';
import { linkChecks } from './behaviour/links';
import { moneyFlowChecks } from './behaviour/money-flow';
import { recordChecks } from './behaviour/records';
import { sandboxChecks } from './behaviour/sandbox';

/** Scenario checks: every write the kit makes is followed by the reads that show its effect. */
export function behaviourChecks(): CheckDef[] {
  return [
    ...sandboxChecks(),
    ...accountChecks(),
    ...linkChecks(),
    ...moneyFlowChecks(),
    ...recordChecks(),
    ...growthChecks(),
  ];
}
