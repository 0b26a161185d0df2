import { z } from 'zod';
import { count, isoDateTime, pageOf, pageQuery, rate } from './common';
import { errorCodes } from './errors';
import { defineRoute } from './route';

export const proofMetricsSchema = z
  .object({
    reconciliationsThisWeek: count,
    /** Median time from claim to on-chain payment, in seconds (442 s is shown as 7m 22s). */
    medianClaimTimeSeconds: count,
    /** Share of records in DISCREPANCY, as a fraction (0.009 is shown as 0.9%). */
    discrepancyRate: rate,
  })
  .meta({ id: 'ProofMetrics' });
export type ProofMetrics = z.infer<typeof proofMetricsSchema>;

/*
 * The ledger proof (ledger/spec/PROOF.md): one append-only log of reconciliation-record revisions,
 * committed per ISO week by a Merkle-sum tree and a signed checkpoint. The shapes below are the
 * JSON forms of PROOF.md §5; the bytes they stand for (leaf JSON, 48-byte tree values, the
 * checkpoint note) are normative there, and ledger/ (`ProofBundle`, `TreeValueJson`, `Leaf`)
 * computes and checks them. The contract imports only zod, so the shapes are written out here and
 * a test holds them equal to the library's types.
 */

/** The origin line of every checkpoint, and the name of the key that signs it. */
export const proofOrigin = 'octoss.app/proof/v1';
export const proofBundleFormat = 'octoss-proof/1';
export const proofBundleSetFormat = 'octoss-proof-set/1';
/** The most leaf values one `GET /api/proof/leaves` answers. */
export const maxProofLeavesPage = 1000;

const weekPattern = /^\d{4}-W(0[1-9]|[1-4]\d|5[0-3])$/;

/** An ISO 8601 week, `YYYY-Www`: Monday 00:00 UTC to the next Monday. */
export const weekId = z.string().regex(weekPattern, 'An ISO week, YYYY-Www').meta({
  description: 'An ISO 8601 week, `YYYY-Www` (Monday 00:00 UTC to the next Monday, exclusive).',
  example: '2026-W47',
});

/** A week, or `latest` (the newest published checkpoint). */
export const weekOrLatest = z
  .union([weekId, z.literal('latest')])
  .meta({ description: 'An ISO week `YYYY-Www`, or `latest` for the newest published checkpoint.' });

const hex32 = z
  .string()
  .regex(/^[0-9a-f]{64}$/, '64 lowercase hex digits')
  .meta({ description: '32 bytes as 64 lowercase hex digits.' });

/** A leaf index or a tree size: a whole number below 2^53. */
const treeIndex = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** A sum of cents on the tree: below 2^63 by PROOF.md §3, below 2^53 in JSON numbers. */
const sumCents = z
  .number()
  .int()
  .min(0)
  .max(Number.MAX_SAFE_INTEGER)
  .meta({ description: 'Whole cents of USDT, 0 or more (a Merkle-sum total).' });

const signedCents = z
  .number()
  .int()
  .min(-Number.MAX_SAFE_INTEGER)
  .max(Number.MAX_SAFE_INTEGER)
  .meta({ description: 'Whole cents of USDT, negative for money paid out.' });

/** A tree value (PROOF.md §3) in JSON: the 32-byte hash and the two sums of its 48 bytes. */
export const proofTreeValueSchema = z.strictObject({ hash: hex32, credit: sumCents, debit: sumCents }).meta({
  id: 'ProofTreeValue',
  description:
    'A tree value of PROOF.md §3 in JSON: its 48 bytes are `hash ‖ credit (u64 BE) ‖ debit (u64 BE)`. A leaf: SHA-256(0x00 ‖ leaf JSON) with max(delta, 0) and max(−delta, 0); a node: SHA-256(0x01 ‖ left48 ‖ right48) with the sums added.',
});
export type ProofTreeValue = z.infer<typeof proofTreeValueSchema>;

/** The leaf of PROOF.md §2 (version 1): exactly these fields; its canonical JSON is what is hashed. */
export const proofLeafSchema = z
  .strictObject({
    v: z.literal(1),
    seq: treeIndex.meta({ description: 'The leaf index in the log (0 first).' }),
    period: weekId.meta({ description: 'The ISO week the leaf was appended in.' }),
    recordId: z.string().min(1).meta({ description: "The reconciliation record's id." }),
    rev: treeIndex.meta({ description: "The record's revision: 0 first, +1 for every change." }),
    prev: hex32.nullable().meta({ description: 'The leaf hash (hex) of revision rev − 1; null at rev 0.' }),
    owner: hex32.meta({ description: 'hex HMAC-SHA256(ownerKey, "octoss/owner/v1|" + recordId).' }),
    exchange: z.string().min(1).meta({ description: 'The exchange id; `OCTOSS` for payouts.' }),
    source: z
      .string()
      .min(1)
      .meta({ description: 'A stable code: EXCHANGE_PAID, BETA_RATE_BONUS, TIER_BONUS, PAYOUT_CLAIMED.' }),
    state: z.string().min(1).meta({ description: 'MATCHED, DISCREPANCY or UNMATCHED.' }),
    amountCents: signedCents.meta({ description: 'The signed amount of this revision, in cents.' }),
    deltaCents: signedCents.meta({
      description: 'What this leaf adds to the sums: the amount at rev 0, the change later.',
    }),
    txHash: z
      .string()
      .regex(/^(0x)?[0-9a-fA-F]+$/)
      .nullable()
      .meta({ description: 'The hex transaction hash, or null.' }),
    at: z.iso.datetime({ precision: 3 }).meta({ description: "The record's time, ISO 8601 UTC with milliseconds." }),
  })
  .meta({
    id: 'ProofLeaf',
    description:
      'The leaf of PROOF.md §2. Its bytes are its JSON with keys sorted, no whitespace and `\\u` escapes outside printable ASCII (Python `json.dumps(leaf, sort_keys=True, separators=(",", ":"))`).',
  });
export type ProofLeaf = z.infer<typeof proofLeafSchema>;

/** Where a checkpoint's hash was written on chain; null while checkpoints are not anchored (demo, testnet). */
export const proofAnchorSchema = z
  .object({
    network: z.string().meta({ description: 'The chain, e.g. ERC-20.' }),
    txHash: z
      .string()
      .meta({ description: "The transaction from the payout wallet that carries the checkpoint's hash." }),
  })
  .meta({ id: 'ProofAnchor' });

/** One published checkpoint: a closed ISO week of the log. */
export const proofPeriodSchema = z
  .object({
    id: weekId,
    from: isoDateTime.meta({ description: 'Monday 00:00 UTC, the start of the week.' }),
    to: isoDateTime.meta({ description: 'The next Monday 00:00 UTC (exclusive): when the week closed.' }),
    treeSize: count.meta({ description: 'Leaves in the tree at this checkpoint (every week up to this one).' }),
    firstSeq: count.meta({ description: "The seq of the week's first leaf (= treeSize for a week without leaves)." }),
    leafCount: count.meta({ description: 'Leaves appended during the week: treeSize − firstSeq.' }),
    root: proofTreeValueSchema.meta({
      description: 'The root of the tree at treeSize; credit − debit is what is owed to all traders.',
    }),
    credit: sumCents.meta({ description: "The week's own credits: root credit minus the previous week's." }),
    debit: sumCents.meta({ description: "The week's own debits: root debit minus the previous week's." }),
    publishedAt: isoDateTime,
    note: z.string().meta({
      description:
        'The signed checkpoint (C2SP tlog-checkpoint, Ed25519): origin, tree size, base64 root hash, `period <id> first=<seq> credit=<n> debit=<n>`, an empty line and the signature line.',
    }),
    anchor: proofAnchorSchema.nullable().meta({ description: 'null: not anchored (demo and testnet).' }),
  })
  .meta({ id: 'ProofPeriod' });
export type ProofPeriod = z.infer<typeof proofPeriodSchema>;

export const proofConsistencySchema = z
  .object({
    from: count,
    to: count,
    proof: z.array(proofTreeValueSchema).meta({
      description: 'The RFC 9162 §2.1.4 consistency proof from tree size `from` to `to` (empty when they are equal).',
    }),
  })
  .meta({ id: 'ProofConsistency' });

export const proofLeafValuesSchema = z
  .object({
    start: count,
    end: count.meta({ description: 'Exclusive: the leaves served are start … end − 1.' }),
    items: z.array(z.object({ seq: count, value: proofTreeValueSchema })),
  })
  .meta({ id: 'ProofLeafValues' });

export const proofKeySchema = z
  .object({
    origin: z.literal(proofOrigin),
    vkey: z.string().meta({
      description:
        'The C2SP verifier key that signs checkpoints, `<name>+<key hash>+<base64(0x01 ‖ Ed25519 key)>`: pin it.',
    }),
    demo: z
      .boolean()
      .meta({ description: 'true: a key made for this data set (demo, testnet), not a production key.' }),
    anchor: z
      .string()
      .nullable()
      .meta({ description: 'The payout wallet that anchors checkpoints on chain; null: not anchored in demo.' }),
  })
  .meta({ id: 'ProofKey' });
export type ProofKey = z.infer<typeof proofKeySchema>;

export const proofBundleCheckpointSchema = z
  .strictObject({
    period: weekId,
    treeSize: treeIndex,
    root: proofTreeValueSchema,
    note: z.string().meta({ description: 'The signed checkpoint note, as `ProofPeriod.note`.' }),
  })
  .meta({ id: 'ProofBundleCheckpoint' });

/** The proof bundle of PROOF.md §5: what a verifier checks a record with. */
export const proofBundleSchema = z
  .strictObject({
    format: z.literal(proofBundleFormat),
    leaf: proofLeafSchema.meta({ description: "The record's latest revision at the checkpoint." }),
    leafIndex: treeIndex,
    treeSize: treeIndex,
    path: z
      .array(proofTreeValueSchema)
      .meta({ description: 'The RFC 9162 §2.1.3 inclusion proof of leafIndex in treeSize, bottom-up.' }),
    checkpoint: proofBundleCheckpointSchema,
    revisions: z
      .array(treeIndex)
      .meta({ description: "The indexes of the record's other leaves (its other revisions) in this tree." }),
  })
  .meta({ id: 'ProofBundle' });
export type ProofBundleJson = z.infer<typeof proofBundleSchema>;

export const ownerKeyStatusSchema = z
  .object({
    registered: z.boolean().meta({
      description: "true once the trader's browser registered its key; false: leaves carry a server-held key.",
    }),
    fingerprint: z
      .string()
      .nullable()
      .meta({ description: 'The first 8 bytes of SHA-256(owner key) in hex; null until a key is registered.' }),
    fromSeq: count.nullable().meta({
      description:
        "The first leaf index under the registered key; the trader's leaves before it carry the server-held key.",
    }),
  })
  .meta({ id: 'OwnerKeyStatus' });

export const proofBundleSetSchema = z
  .object({
    format: z.literal(proofBundleSetFormat),
    period: weekId.nullable().meta({ description: 'The checkpoint every bundle is proven at; null before the first.' }),
    bundles: z.array(proofBundleSchema),
    pending: z
      .array(z.object({ recordId: z.string(), leafIndex: count, rev: count, period: weekId }))
      .meta({ description: "The trader's leaves appended after the latest checkpoint: proven at the next one." }),
    ownerKey: ownerKeyStatusSchema,
  })
  .meta({ id: 'ProofBundleSet' });

export const registerOwnerKeySchema = z
  .strictObject({
    ownerKey: z
      .string()
      .trim()
      .regex(/^[0-9a-fA-F]{64}$/, '32 bytes as 64 hex digits')
      .meta({ description: "The 32-byte owner key made in the trader's browser, as 64 hex digits." }),
  })
  .meta({ id: 'RegisterOwnerKey' });

export const ownerKeyRegistrationSchema = z
  .object({
    fingerprint: z.string().meta({ description: 'The first 8 bytes of SHA-256(owner key), 16 hex digits.' }),
    registeredAt: isoDateTime,
    fromSeq: count.meta({
      description: "The first leaf index under this key: the trader's leaves before it stay under the server-held key.",
    }),
  })
  .meta({ id: 'OwnerKeyRegistration' });
export type OwnerKeyRegistration = z.infer<typeof ownerKeyRegistrationSchema>;

const consistencyQuery = z
  .object({
    from: z.coerce
      .number()
      .int()
      .min(1)
      .optional()
      .meta({ description: 'The smaller tree size; default: the size of the checkpoint before the latest.' }),
    to: z.coerce.number().int().min(1).optional().meta({ description: 'The larger tree size; default: the latest.' }),
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
    message: 'from must not be above to',
    path: ['from'],
  });

const leavesQuery = z
  .object({
    start: z.coerce.number().int().min(0).default(0).meta({ description: 'The first leaf index (default 0).' }),
    end: z.coerce
      .number()
      .int()
      .min(0)
      .optional()
      .meta({
        description: `Exclusive; at most ${maxProofLeavesPage} after start. Default: start + ${maxProofLeavesPage}. Cut at the latest published tree size.`,
      }),
  })
  .refine((query) => query.end === undefined || query.end >= query.start, {
    message: 'end must not be below start',
    path: ['end'],
  })
  .refine((query) => query.end === undefined || query.end - query.start <= maxProofLeavesPage, {
    message: `At most ${maxProofLeavesPage} leaves a page`,
    path: ['end'],
  });

const ledgerDescription =
  'The ledger proof of `ledger/spec/PROOF.md`: every reconciliation record revision is a leaf of one append-only log; each closed ISO week (Monday 00:00 UTC) is a signed checkpoint of its Merkle-sum tree. In demo and testnet the signing key is made per data set (`demo: true`) and nothing is anchored.';

export const proofRoutes = {
  getProofMetrics: defineRoute({
    group: 'proof',
    method: 'get',
    path: '/api/proof/metrics',
    public: true,
    maxAge: 60,
    examples: [{ status: 200 }],
    summary: 'Public proof metrics: reconciliations this week, median claim time, discrepancy rate',
    response: proofMetricsSchema,
    errors: [],
  }),
};

/**
 * The ledger proof's rows. They come late in the route table (routes.ts): their examples sign
 * checkpoints, and the Ed25519 library draws random blinding bytes, which would shift the seeded
 * randomness the other rows' examples are recorded with.
 */
export const ledgerProofRoutes = {
  listProofPeriods: defineRoute({
    group: 'proof',
    method: 'get',
    path: '/api/proof/periods',
    public: true,
    maxAge: 60,
    examples: [
      { status: 200, query: 'pageSize=2' },
      { status: 400, query: 'pageSize=500' },
    ],
    summary: 'The published checkpoints of the ledger, one per closed ISO week, newest first, paged',
    description: `${ledgerDescription} A week's checkpoint is published once the week has closed and never changes after.`,
    query: pageQuery,
    response: pageOf(proofPeriodSchema).meta({ id: 'ProofPeriodPage' }),
    errors: [400],
  }),
  getProofPeriod: defineRoute({
    group: 'proof',
    method: 'get',
    path: '/api/proof/periods/{id}',
    public: true,
    maxAge: 60,
    examples: [
      { status: 200, path: '/api/proof/periods/latest' },
      { status: 404, path: '/api/proof/periods/2020-W01' },
    ],
    summary: 'One published checkpoint: a week `YYYY-Www`, or `latest`',
    description: 'A week without a published checkpoint (not closed yet, before the log, malformed) is a 404.',
    params: z.object({ id: z.string().meta({ description: 'An ISO week `YYYY-Www`, or `latest`.' }) }),
    response: proofPeriodSchema,
    errors: [404],
  }),
  getProofConsistency: defineRoute({
    group: 'proof',
    method: 'get',
    path: '/api/proof/consistency',
    public: true,
    maxAge: 60,
    examples: [{ status: 200 }, { status: 400, query: 'from=0&to=3' }],
    summary: 'The RFC 9162 consistency proof between two published tree sizes',
    description:
      'A browser that saw a checkpoint before checks with it that the log it sees now extends that one (nothing rewritten). 400 unless 0 < from ≤ to ≤ the latest published tree size. Without a query: from the checkpoint before the latest to the latest.',
    query: consistencyQuery,
    response: proofConsistencySchema,
    errors: [400],
  }),
  listProofLeaves: defineRoute({
    group: 'proof',
    method: 'get',
    path: '/api/proof/leaves',
    public: true,
    maxAge: 60,
    examples: [
      { status: 200, query: 'start=0&end=3' },
      { status: 400, query: 'start=0&end=5000' },
    ],
    summary: 'Leaf values of the published log, for auditors who rebuild the roots',
    description: `The tree values of leaves start … end − 1 (at most ${maxProofLeavesPage} a page), only up to the latest published tree size. Values, not leaves: the leaves' contents stay with their traders.`,
    query: leavesQuery,
    response: proofLeafValuesSchema,
    errors: [400],
  }),
  getProofKey: defineRoute({
    group: 'proof',
    method: 'get',
    path: '/api/proof/key',
    public: true,
    maxAge: 3600,
    examples: [{ status: 200 }],
    summary: 'The key that signs checkpoints (a C2SP vkey to pin)',
    response: proofKeySchema,
    errors: [],
  }),
  getProofBundle: defineRoute({
    group: 'proof',
    method: 'get',
    path: '/api/proof/records/{recordId}',
    examples: [
      { status: 200, path: '/api/proof/records/rec-010', query: 'at=latest' },
      { status: 400, path: '/api/proof/records/rec-010', query: 'at=last-week' },
      { status: 404, path: '/api/proof/records/rec-999' },
      { status: 409, path: '/api/proof/records/rec-001' },
    ],
    summary: "The proof bundle of one of the trader's records at a checkpoint (PROOF.md §5)",
    description:
      "The record's latest revision at checkpoint `at` (default `latest`), its RFC 9162 inclusion path and the signed checkpoint. Check it against the root published by `GET /api/proof/periods`, never the bundle's own. A record that is not the caller's is a 404, as one that does not exist (no existence leak); the caller's record without a leaf at that checkpoint (appended in the open week) is a 409 `not_checkpointed`: it is proven at the next checkpoint.",
    params: z.object({ recordId: z.string().meta({ description: "The reconciliation record's id." }) }),
    query: z.object({ at: weekOrLatest.default('latest') }),
    response: proofBundleSchema,
    errors: [400, 404, 409],
    codes: { 409: [errorCodes.notCheckpointed] },
  }),
  getMyProofs: defineRoute({
    group: 'proof',
    method: 'get',
    path: '/api/proof/me',
    examples: [{ status: 200 }, { status: 400, query: 'period=soon' }, { status: 404, query: 'period=2020-W01' }],
    summary: "All the trader's proof bundles at one checkpoint, as one file",
    description:
      "Every record of the caller with a leaf at checkpoint `period` (default `latest`), each a bundle of `GET /api/proof/records/{recordId}`; `pending` lists the caller's leaves appended after the latest checkpoint, `ownerKey` whether the trader's own key is registered.",
    query: z.object({ period: weekOrLatest.default('latest') }),
    response: proofBundleSetSchema,
    errors: [400, 404],
  }),
  registerOwnerKey: defineRoute({
    group: 'proof',
    method: 'put',
    invalidates: ['getMyProofs'],
    path: '/api/proof/me/owner-key',
    examples: [
      { status: 400, body: { ownerKey: 'not-a-key' } },
      { status: 200, body: { ownerKey: '5c'.repeat(32) } },
      { status: 409, body: { ownerKey: '7d'.repeat(32) } },
    ],
    summary: "Register the owner key made in the trader's browser (once)",
    description:
      "The key's HMAC tags the trader's leaves from now on (PROOF.md §2), so a verifier with the key checks that a record is the trader's; leaves appended before stay under the server-held key every user starts with. The key belongs to the trader: the browser keeps it and offers it for download. A second registration is a 409 `owner_key_set`.",
    body: registerOwnerKeySchema,
    response: ownerKeyRegistrationSchema,
    errors: [400, 409],
    codes: { 409: [errorCodes.ownerKeySet] },
  }),
};
