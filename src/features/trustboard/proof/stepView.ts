import type { Ledger } from './verifier';

/** A step of verifyBundle (ledger/verify.ts) as the dialog shows it. */
export type VerifyStepView = ReturnType<Ledger['verifyBundle']>['steps'][number] & {
  /** The consistency step: the week of the checkpoint this browser saw before. */
  seenWeek?: string;
};
