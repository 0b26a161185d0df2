/**
 * The ledger proof of PROOF.md (spec/PROOF.md): leaves, the Merkle-sum tree, checkpoints, proof
 * bundles and their verification. Runs in a browser, a service worker and Node; it depends on
 * @noble/hashes and @noble/curves only.
 */
export { bytesEqual, concatBytes, fromBase64, fromHex, isLowerHex, toBase64, toHex, utf8 } from './hex.ts';
export { canonicalJson, type CanonicalScalar } from './canonical-json.ts';
export { isoWeekOf, isWeekId, weekBounds } from './week.ts';
export { LEAF_FIELDS, isLeaf, leafJson, leafProblems, leafValue, ownerTag, type Leaf } from './leaf.ts';
export {
  SUM_LIMIT,
  describeValue,
  emptyTree,
  interiorNode,
  leafNode,
  serializeValue,
  sumCombiner,
  valueFromJson,
  valueJsonProblems,
  valueToJson,
  valuesEqual,
  type TreeValue,
  type TreeValueJson,
} from './value.ts';
export {
  consistencyProof,
  consistencyProofLength,
  inclusionProof,
  inclusionProofLength,
  pathOf,
  rangeRootOf,
  rootFromInclusion,
  rootOf,
  splitPoint,
  subproofOf,
  sumTree,
  treeOf,
  verifyConsistency,
  type Combiner,
  type ConsistencyResult,
  type InclusionResult,
  type InclusionStep,
  type RangeRoot,
  type TreeFunctions,
} from './tree.ts';
export { plainCombiner, plainLeafHash, plainTree } from './plain.ts';
export { IncrementalTree } from './incremental.ts';
export {
  formatVkey,
  keyHash,
  makeNoteSigner,
  openNote,
  parseVkey,
  signNote,
  splitNote,
  verifyFewSignatures,
  type NoteSignature,
  type NoteSigner,
  type NoteVerifierKey,
  type OpenedNote,
} from './note.ts';
export {
  CHECKPOINT_ORIGIN,
  checkpointText,
  describeCheckpoint,
  makeSigner,
  parseCheckpoint,
  parseCheckpointText,
  signCheckpoint,
  verifyCheckpoint,
  type Checkpoint,
  type CheckpointFields,
  type VerifiedCheckpoint,
} from './checkpoint.ts';
export {
  BUNDLE_FORMAT,
  bundleProblems,
  checkBundle,
  type BundleCheck,
  type BundleCheckpoint,
  type ProofBundle,
} from './bundle.ts';
export {
  STEP_IDS,
  STEP_TITLES,
  optionsProblems,
  verifyBundle,
  type LastSeen,
  type RecordRow,
  type StepId,
  type StepStatus,
  type VerifyOptions,
  type VerifyResult,
  type VerifyStep,
} from './verify.ts';
