import type { ProofBundleJson } from '@octoss/contract/proof';
import type { Reconciliation } from '@octoss/contract/reconciliations';
import { rowOf } from './checks';

/**
 * The files a trader downloads from Verify and the command lines that check them without the
 * browser: the Node verifier of this repository and the Python one (standard library only),
 * with the same arguments (ledger/README.md).
 */
export const bundleFileName = (bundle: ProofBundleJson) =>
  `octoss-proof-${bundle.leaf.recordId}-${bundle.checkpoint.period}.json`;

export const checkpointFileName = (period: string) => `octoss-checkpoint-${period}.txt`;

/** The exact bundle of PROOF.md §5, as the verifiers read it. */
export const bundleFile = (bundle: ProofBundleJson) => `${JSON.stringify(bundle, null, 2)}\n`;

/** Single-quoted for a POSIX shell. */
const quoted = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

type Inputs = { bundle: ProofBundleJson; root: string; vkey: string; ownerKey?: string; record: Reconciliation };

export function commandLines({ bundle, root, vkey, ownerKey, record }: Inputs): { node: string; python: string } {
  const args = [
    bundleFileName(bundle),
    `--root ${root}`,
    `--checkpoint ${checkpointFileName(bundle.checkpoint.period)}`,
    `--pubkey ${quoted(vkey)}`,
    ...(ownerKey ? [`--owner-key ${ownerKey}`] : []),
    `--row ${quoted(JSON.stringify(rowOf(record)))}`,
  ].join(' ');
  return {
    node: `npm run proof:verify -- ${args}`,
    python: `python3 ledger/verify_proof.py ${args}`,
  };
}
