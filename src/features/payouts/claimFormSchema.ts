import type { z } from 'zod';
import { claimSchema } from '@octoss/contract/payouts';
import { claimProblem, type ClaimLimits } from '@/domain/payouts';

/**
 * The contract's claim body (positive, at most 2 decimals), refined by the balance the server
 * answered: its `minimumClaim` and what is `claimable` now. A refused amount's message is the
 * code a 422 from the server would carry (`below_minimum`, ...), so one text map serves both.
 */
export function claimFormSchema(limits: ClaimLimits) {
  return claimSchema.superRefine(({ amount }, context) => {
    const problem = claimProblem(amount, limits);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['amount'] });
  });
}
export type ClaimForm = z.infer<typeof claimSchema>;
