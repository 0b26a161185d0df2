/**
 * Verifying a proof bundle, step by step, the same way in a page and in a terminal (PROOF.md §6).
 * Each step reports the values it compared as strings, so either can print them. The chain is
 * green only up to the first failure: that step is named, and the steps after it are "not-run".
 *
 * Trust: the bundle comes from the server. The published root comes from the Trustboard (never from
 * the bundle), the owner key from this browser, the checkpoint key from where it is published; only
 * those anchor the result.
 */
import { checkBundle, type ProofBundle } from './bundle.ts';
import { verifyCheckpoint } from './checkpoint.ts';
import { fromHex, toHex } from './hex.ts';
import { leafJson, leafValue, ownerTag } from './leaf.ts';
import { parseVkey } from './note.ts';
import { inclusionProofLength, rootFromInclusion, verifyConsistency } from './tree.ts';
import {
  describeValue,
  emptyTree,
  valueFromJson,
  valueJsonProblems,
  valuesEqual,
  type TreeValue,
  type TreeValueJson,
} from './value.ts';

/** The steps, in the order they run. */
export const STEP_IDS = [
  'format',
  'row',
  'owner',
  'leaf-hash',
  'path',
  'root',
  'published-root',
  'signature',
  'consistency',
] as const;

export type StepId = (typeof STEP_IDS)[number];

/** Short English titles (a terminal's; a page names the steps in its own language). */
export const STEP_TITLES: Record<StepId, string> = {
  format: 'The bundle is well formed',
  row: 'The leaf matches the row',
  owner: 'The record is bound to your key',
  'leaf-hash': 'Leaf hash and sums',
  path: 'Path to the root',
  root: 'The computed root is the checkpoint root',
  'published-root': 'The checkpoint root is the published root',
  signature: 'The checkpoint is signed',
  consistency: 'Consistent with what you saw before',
};

/**
 * passed / failed; skipped: its input was not given (say so on the page: it is not a pass);
 * not-run: an earlier step failed.
 */
export type StepStatus = 'passed' | 'failed' | 'skipped' | 'not-run';

export interface VerifyStep {
  id: StepId;
  status: StepStatus;
  /** status === 'passed'. */
  ok: boolean;
  /** The named values the step computed or compared, in display order. */
  values: Record<string, string>;
  /** One English sentence: what was found (why it failed, why it was skipped). */
  detail: string;
}

export interface VerifyResult {
  /** No step failed (a skipped step is reported, not failed). */
  ok: boolean;
  failedStep: StepId | null;
  steps: VerifyStep[];
}

/** A record as the page shows it. */
export interface RecordRow {
  amountCents: number;
  state: string;
  txHash: string | null;
  /** An ISO 8601 instant. */
  at: string;
  exchange: string;
}

/** A checkpoint this browser saw before, with the consistency proof between it and the bundle's. */
export interface LastSeen {
  treeSize: number;
  root: TreeValueJson;
  /** RFC 9162 proof from the smaller of the two tree sizes to the larger. */
  proof: unknown[];
}

export interface VerifyOptions {
  /** Hex root hash from the public Trustboard (never from the bundle). Required. */
  root: string;
  /** The trader's 32-byte owner key, hex. */
  ownerKey?: string;
  /** The C2SP vkey of the checkpoint key: checks the signature. */
  vkey?: string;
  /** A signed note got elsewhere (the Trustboard's checkpoint file) to check instead of the bundle's. */
  note?: string;
  row?: RecordRow;
  lastSeen?: LastSeen;
}

/** Problems with the options: the caller's input, so verifyBundle throws on them. */
export function optionsProblems(options: VerifyOptions): string[] {
  const problems: string[] = [];
  if (typeof options.root !== 'string' || !/^[0-9a-fA-F]{64}$/.test(options.root))
    problems.push('root: 64 hex digits (the root hash from the Trustboard)');
  if (options.ownerKey !== undefined && !/^[0-9a-fA-F]{64}$/.test(options.ownerKey))
    problems.push('owner key: 64 hex digits (32 bytes)');
  if (options.vkey !== undefined) {
    try {
      parseVkey(options.vkey);
    } catch (error) {
      problems.push(`checkpoint key: ${(error as Error).message}`);
    }
  }
  if (options.note !== undefined && options.vkey === undefined)
    problems.push('a checkpoint note needs the key (vkey) to check it with');
  if (options.lastSeen !== undefined) {
    const { treeSize, root } = options.lastSeen;
    if (!Number.isSafeInteger(treeSize) || treeSize < 0) problems.push('last seen tree size: a non-negative integer');
    problems.push(...valueJsonProblems(root, 'last seen root'));
  }
  return problems;
}

type Outcome = { status: 'passed' | 'failed' | 'skipped'; values: Record<string, string>; detail: string };

const pass = (values: Record<string, string>, detail: string): Outcome => ({ status: 'passed', values, detail });
const fail = (values: Record<string, string>, detail: string): Outcome => ({ status: 'failed', values, detail });
const skip = (values: Record<string, string>, detail: string): Outcome => ({ status: 'skipped', values, detail });

function rowStep(bundle: ProofBundle, row: RecordRow | undefined): Outcome {
  if (!row) return skip({}, 'No row given to compare with.');
  const { leaf } = bundle;
  const sameInstant = (a: string, b: string) =>
    a === b || (Date.parse(a) === Date.parse(b) && !Number.isNaN(Date.parse(a)));
  const sameTx = (a: string | null, b: string | null) => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();
  const fields = [
    ['amountCents', String(row.amountCents), String(leaf.amountCents), row.amountCents === leaf.amountCents],
    ['state', row.state, leaf.state, row.state === leaf.state],
    ['txHash', String(row.txHash), String(leaf.txHash), sameTx(row.txHash, leaf.txHash)],
    ['at', row.at, leaf.at, sameInstant(row.at, leaf.at)],
    ['exchange', row.exchange, leaf.exchange, row.exchange === leaf.exchange],
  ] as const;
  const values: Record<string, string> = {};
  for (const [name, shown, committed] of fields) {
    values[`row.${name}`] = shown;
    values[`leaf.${name}`] = committed;
  }
  const differing = fields.filter(([, , , same]) => !same).map(([name]) => name);
  return differing.length === 0
    ? pass(values, 'The committed leaf says what the row shows.')
    : fail(values, `The row differs from the committed leaf in ${differing.join(', ')}.`);
}

function ownerStep(bundle: ProofBundle, ownerKey: string | undefined): Outcome {
  const values: Record<string, string> = { recordId: bundle.leaf.recordId, 'leaf.owner': bundle.leaf.owner };
  if (ownerKey === undefined)
    return skip(
      values,
      'No owner key given, so not checked: the leaf may be under a server-held key (a trader who never enrolled a key), which binds it to no one.',
    );
  const computed = ownerTag(fromHex(ownerKey, 32), bundle.leaf.recordId);
  values['computed owner'] = computed;
  return computed === bundle.leaf.owner
    ? pass(values, 'HMAC-SHA256(your key, "octoss/owner/v1|" + recordId) is the leaf\'s owner tag.')
    : fail(values, "The owner tag made with your key is not the leaf's: this leaf is not bound to your key.");
}

function describeRoot(prefix: string, value: TreeValue): Record<string, string> {
  return {
    [`${prefix}.hash`]: toHex(value.hash),
    [`${prefix}.credit`]: String(value.credit),
    [`${prefix}.debit`]: String(value.debit),
  };
}

function signatureStep(bundle: ProofBundle, options: VerifyOptions): Outcome {
  if (options.vkey === undefined) return skip({}, 'No checkpoint key given: the signature was not checked.');
  const key = parseVkey(options.vkey);
  const note = options.note ?? bundle.checkpoint.note;
  const values: Record<string, string> = {
    key: `${key.name}+${toHex(key.keyHash)}`,
    note:
      options.note === undefined
        ? "the bundle's"
        : note === bundle.checkpoint.note
          ? "given (same as the bundle's)"
          : 'given',
  };
  const verified = verifyCheckpoint(note, options.vkey);
  if (!verified.ok) return fail(values, verified.problem);
  const signed = verified.checkpoint;
  const { checkpoint } = bundle;
  const compared = [
    ['treeSize', String(signed.treeSize), String(checkpoint.treeSize)],
    ['root.hash', toHex(signed.rootHash), checkpoint.root.hash],
    ['period', signed.period, checkpoint.period],
    ['root.credit', String(signed.credit), String(checkpoint.root.credit)],
    ['root.debit', String(signed.debit), String(checkpoint.root.debit)],
  ] as const;
  for (const [name, inNote, inBundle] of compared) {
    values[`signed ${name}`] = inNote;
    values[`checkpoint ${name}`] = inBundle;
  }
  values['signed first'] = String(signed.first);
  const differing = compared.filter(([, a, b]) => a !== b).map(([name]) => name);
  return differing.length === 0
    ? pass(values, 'The pinned key signed this checkpoint, and the note says what the bundle says.')
    : fail(values, `The signed note differs from the bundle's checkpoint in ${differing.join(', ')}.`);
}

function consistencyStep(bundle: ProofBundle, lastSeen: LastSeen | undefined, current: TreeValue): Outcome {
  if (!lastSeen) return skip({}, 'No earlier checkpoint given (none seen before): nothing to compare with.');
  const seen = valueFromJson(lastSeen.root, 'last seen root');
  const values: Record<string, string> = {
    'seen.treeSize': String(lastSeen.treeSize),
    ...describeRoot('seen', seen),
    'checkpoint.treeSize': String(bundle.treeSize),
    'proof nodes': String(Array.isArray(lastSeen.proof) ? lastSeen.proof.length : 0),
  };
  const problems = Array.isArray(lastSeen.proof)
    ? lastSeen.proof.flatMap((node, index) => valueJsonProblems(node, `proof[${index}]`))
    : ['the proof is not an array'];
  if (problems.length > 0) return fail(values, `Malformed consistency proof: ${problems.join('; ')}.`);
  const proof = (lastSeen.proof as TreeValueJson[]).map((node) => valueFromJson(node));
  // The bundle may be for an older week than the checkpoint seen last: prove the smaller a prefix.
  const older = lastSeen.treeSize <= bundle.treeSize;
  const [from, to] = older ? [lastSeen.treeSize, bundle.treeSize] : [bundle.treeSize, lastSeen.treeSize];
  const [fromRoot, toRoot] = older ? [seen, current] : [current, seen];
  if (from === 0) {
    return proof.length === 0 && valuesEqual(fromRoot, emptyTree())
      ? pass(values, 'Every log extends the empty one.')
      : fail(values, 'An empty tree has the empty root and needs no proof.');
  }
  const result = verifyConsistency(from, to, fromRoot, toRoot, proof);
  return result.ok
    ? pass(values, `The tree of ${to} leaves extends the tree of ${from} you saw: nothing was rewritten.`)
    : fail(values, `Not consistent: ${result.problem}. The log was forked or rewritten.`);
}

/**
 * Verifies `input` (a bundle as parsed from JSON) against the options. Throws a RangeError only
 * for malformed options; everything wrong with the bundle is a failed step.
 */
export function verifyBundle(input: unknown, options: VerifyOptions): VerifyResult {
  const optionProblems = optionsProblems(options);
  if (optionProblems.length > 0) throw new RangeError(optionProblems.join('; '));
  const steps: VerifyStep[] = [];
  const add = (id: StepId, outcome: Outcome) => {
    steps.push({ id, ...outcome, ok: outcome.status === 'passed' });
    return outcome.status !== 'failed';
  };
  const finish = (): VerifyResult => {
    for (const id of STEP_IDS.slice(steps.length))
      steps.push({ id, status: 'not-run', ok: false, values: {}, detail: 'Not run: an earlier step failed.' });
    const failed = steps.find((step) => step.status === 'failed');
    return { ok: failed === undefined, failedStep: failed?.id ?? null, steps };
  };

  const checked = checkBundle(input);
  if (!checked.ok) {
    add('format', fail({ problems: checked.problems.join('\n') }, `Malformed bundle: ${checked.problems.join('; ')}.`));
    return finish();
  }
  const bundle = checked.bundle;
  add(
    'format',
    pass(
      {
        format: bundle.format,
        leafIndex: String(bundle.leafIndex),
        'leaf.seq': String(bundle.leaf.seq),
        treeSize: String(bundle.treeSize),
        'checkpoint.treeSize': String(bundle.checkpoint.treeSize),
        'checkpoint.period': bundle.checkpoint.period,
      },
      'A version 1 leaf with every field, at an index below the tree size of its checkpoint.',
    ),
  );
  if (!add('row', rowStep(bundle, options.row))) return finish();
  if (!add('owner', ownerStep(bundle, options.ownerKey))) return finish();

  const leaf = leafValue(bundle.leaf);
  add(
    'leaf-hash',
    pass(
      { leafJson: leafJson(bundle.leaf), deltaCents: String(bundle.leaf.deltaCents), ...describeRoot('leaf', leaf) },
      'SHA-256(0x00 ‖ leaf JSON); credit = max(delta, 0), debit = max(−delta, 0).',
    ),
  );

  const path = bundle.path.map((node, index) => valueFromJson(node, `path[${index}]`));
  const inclusion = rootFromInclusion(leaf, bundle.leafIndex, bundle.treeSize, path);
  const pathValues: Record<string, string> = {
    nodes: String(path.length),
    'nodes needed': String(inclusionProofLength(bundle.leafIndex, bundle.treeSize)),
  };
  inclusion.steps.forEach((step, index) => {
    pathValues[`node ${index + 1}`] = `${step.side} ${describeValue(step.sibling)}`;
    pathValues[`running ${index + 1}`] = describeValue(step.running);
  });
  if (!inclusion.ok) {
    add('path', fail(pathValues, `Bad path: ${inclusion.problem}.`));
    return finish();
  }
  add('path', pass(pathValues, 'Each node combined on the side given by (leafIndex, treeSize); no sum wrapped.'));

  const claimed = valueFromJson(bundle.checkpoint.root, 'checkpoint.root');
  const rootValues = { ...describeRoot('computed', inclusion.root), ...describeRoot('checkpoint', claimed) };
  const differing = (['hash', 'credit', 'debit'] as const).filter((part) =>
    part === 'hash' ? toHex(inclusion.root.hash) !== toHex(claimed.hash) : inclusion.root[part] !== claimed[part],
  );
  if (
    !add(
      'root',
      differing.length === 0
        ? pass(rootValues, 'The path leads to the checkpoint root: hash, credit and debit.')
        : fail(rootValues, `The path leads to another root: ${differing.join(', ')} differ.`),
    )
  )
    return finish();

  const published = options.root.toLowerCase();
  const publishedValues = { 'checkpoint.root.hash': bundle.checkpoint.root.hash, 'published root': published };
  if (
    !add(
      'published-root',
      published === bundle.checkpoint.root.hash
        ? pass(publishedValues, 'The checkpoint is the one published on the Trustboard.')
        : fail(
            publishedValues,
            'The checkpoint root is not the published root: this bundle is not from the public log.',
          ),
    )
  )
    return finish();

  if (!add('signature', signatureStep(bundle, options))) return finish();
  add('consistency', consistencyStep(bundle, options.lastSeen, claimed));
  return finish();
}
