/**
 * The proof bundle of PROOF.md §5, as the API serves it for one record, and a strict structural
 * check of it that names every problem (the bundle comes from the server, which the trader is not
 * asked to trust, so nothing in it is assumed).
 */
import { leafProblems, type Leaf } from './leaf.ts';
import { valueJsonProblems, type TreeValueJson } from './value.ts';
import { isWeekId } from './week.ts';

export const BUNDLE_FORMAT = 'octoss-proof/1';

export interface BundleCheckpoint {
  period: string;
  treeSize: number;
  root: TreeValueJson;
  /** The signed note (checkpoint.ts). */
  note: string;
}

export interface ProofBundle {
  format: typeof BUNDLE_FORMAT;
  /** The latest revision of the record at the checkpoint. */
  leaf: Leaf;
  leafIndex: number;
  treeSize: number;
  /** The RFC 9162 inclusion proof, bottom-up. */
  path: TreeValueJson[];
  checkpoint: BundleCheckpoint;
  /** Indexes of the record's other leaves (its other revisions). */
  revisions: number[];
}

export type BundleCheck = { ok: true; bundle: ProofBundle } | { ok: false; problems: string[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isIndex = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

function unexpectedKeys(record: Record<string, unknown>, allowed: readonly string[], where: string): string[] {
  return Object.keys(record)
    .filter((key) => !allowed.includes(key))
    .map((key) => `${where}${key}: unexpected field`);
}

function checkpointProblems(input: unknown): string[] {
  if (!isRecord(input)) return ['checkpoint: expected an object { period, treeSize, root, note }'];
  const problems = unexpectedKeys(input, ['period', 'treeSize', 'root', 'note'], 'checkpoint.');
  if (!isWeekId(input.period)) problems.push('checkpoint.period: expected an ISO week YYYY-Www');
  if (!isIndex(input.treeSize)) problems.push('checkpoint.treeSize: expected a non-negative integer');
  problems.push(...valueJsonProblems(input.root, 'checkpoint.root'));
  if (typeof input.note !== 'string') problems.push('checkpoint.note: expected the signed note as a string');
  return problems;
}

/** Every way `input` is not a well-formed bundle, as readable sentences (empty when it is one). */
export function bundleProblems(input: unknown): string[] {
  if (!isRecord(input)) return ['the bundle is not a JSON object'];
  const keys = ['format', 'leaf', 'leafIndex', 'treeSize', 'path', 'checkpoint', 'revisions'];
  const problems = unexpectedKeys(input, keys, '');
  for (const key of keys) if (!(key in input)) problems.push(`${key}: missing`);
  if ('format' in input && input.format !== BUNDLE_FORMAT)
    problems.push(`format: expected "${BUNDLE_FORMAT}", got ${JSON.stringify(input.format)}`);
  if ('leaf' in input) problems.push(...leafProblems(input.leaf));
  if ('leafIndex' in input && !isIndex(input.leafIndex)) problems.push('leafIndex: expected a non-negative integer');
  if ('treeSize' in input && !isIndex(input.treeSize)) problems.push('treeSize: expected a non-negative integer');
  if ('path' in input) {
    if (!Array.isArray(input.path)) problems.push('path: expected an array of { hash, credit, debit }');
    else input.path.forEach((node, index) => problems.push(...valueJsonProblems(node, `path[${index}]`)));
  }
  if ('checkpoint' in input) problems.push(...checkpointProblems(input.checkpoint));
  if ('revisions' in input) {
    const revisions = input.revisions;
    if (!Array.isArray(revisions) || !revisions.every(isIndex))
      problems.push('revisions: expected an array of leaf indexes');
    else if (new Set(revisions).size !== revisions.length || revisions.some((index) => index === input.leafIndex))
      problems.push("revisions: expected distinct indexes of the record's other leaves");
  }
  if (problems.length > 0) return problems;
  // The fields are well typed: now the rules that tie them together.
  const bundle = input as unknown as ProofBundle;
  if (bundle.leaf.seq !== bundle.leafIndex)
    problems.push(`leaf.seq (${bundle.leaf.seq}) differs from leafIndex (${bundle.leafIndex})`);
  if (bundle.leafIndex >= bundle.treeSize)
    problems.push(`leafIndex ${bundle.leafIndex} is not below treeSize ${bundle.treeSize}`);
  if (bundle.checkpoint.treeSize !== bundle.treeSize)
    problems.push(`checkpoint.treeSize (${bundle.checkpoint.treeSize}) differs from treeSize (${bundle.treeSize})`);
  return problems;
}

/** The bundle, typed, when it is well formed; else its problems. */
export function checkBundle(input: unknown): BundleCheck {
  const problems = bundleProblems(input);
  return problems.length === 0 ? { ok: true, bundle: input as ProofBundle } : { ok: false, problems };
}
