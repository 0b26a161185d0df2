import { z } from 'zod';
import { count, isoDateTime, rate } from './common';
import { defineRoute } from './route';

/** `timestamp` is the record's instant: each reader sees it dated on their own day, as on the Trustboard. */
export const proofSnapshotSchema = z
  .object({ exchange: z.string(), timestamp: isoDateTime, status: z.enum(['Matched', 'Discrepancy', 'Pending']) })
  .meta({ id: 'ProofSnapshot' });

export const linkInBioProfileSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    /** Initials drawn as the avatar. */
    avatar: z.string(),
    verified: z.boolean(),
    recentClaims: count.meta({
      description: "The trader's completed payout claims: the same count as their payout history.",
    }),
    medianClaimTimeSeconds: count.meta({
      description: "The platform's median time from claim to transfer, in seconds.",
    }),
    discrepancyRate: rate.meta({
      description:
        "The share of the trader's reconciliation records in DISCREPANCY (0 to 1), as their Trustboard counts them.",
    }),
    snapshots: z.array(proofSnapshotSchema).max(3),
  })
  .meta({ id: 'LinkInBioProfile' });
export type LinkInBioProfile = z.infer<typeof linkInBioProfileSchema>;

export const profileRoutes = {
  getProfile: defineRoute({
    group: 'profiles',
    method: 'get',
    path: '/api/profiles/{code}',
    public: true,
    maxAge: 60,
    examples: [
      { status: 200, path: '/api/profiles/octoss-7f3k' },
      { status: 404, path: '/api/profiles/nobody-here' },
    ],
    summary: 'Public Link-in-Bio profile of a referral code (case-insensitive); 404 for unknown codes',
    params: z.object({ code: z.string().min(1).max(40) }),
    response: linkInBioProfileSchema,
    errors: [404],
  }),
};
