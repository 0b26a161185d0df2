import type { QueryClient } from '@tanstack/react-query';
import { maxProofLeavesPage, type ProofPeriod } from '@octoss/contract/proof';
import { downloadText } from '@/lib/download';
import { proofLeavesQuery } from '../api';
import { checkpointFileName } from './commandLine';

/** The week's signed checkpoint as a text file: the note the command-line verifiers take with `--checkpoint`. */
export function downloadCheckpoint(period: ProofPeriod): void {
  downloadText(checkpointFileName(period.id), period.note, 'text/plain');
}

export const treeFileFormat = 'octoss-proof-tree/1';

/**
 * The week's tree file: every leaf value of the tree at its size (`GET /api/proof/leaves`, a
 * thousand at a time), in leaf order, with the root they make (PROOF.md §3): an auditor rebuilds
 * the root from them. Values, not leaves: other traders' records stay theirs.
 */
export async function downloadTreeFile(client: QueryClient, period: ProofPeriod): Promise<void> {
  const leaves = [];
  for (let start = 0; start < period.treeSize; start += maxProofLeavesPage) {
    const end = Math.min(start + maxProofLeavesPage, period.treeSize);
    const page = await client.fetchQuery(proofLeavesQuery(start, end));
    leaves.push(...page.items.map((item) => item.value));
  }
  const file = { format: treeFileFormat, period: period.id, treeSize: period.treeSize, root: period.root, leaves };
  downloadText(`octoss-tree-${period.id}.json`, `${JSON.stringify(file, null, 2)}\n`, 'application/json');
}
