/**
 * The ledger proof library (ledger/: leaves, the Merkle-sum tree, checkpoints, verifyBundle), loaded
 * only when a check runs: its hashing and Ed25519 code (@noble) is a chunk of its own, out of the
 * Trustboard's chunk and the first load (tooling/architecture/parts.js: features import the ledger
 * lazily).
 */
export type Ledger = typeof import('../../../../ledger/index.ts');

let loading: Promise<Ledger> | undefined;

export function loadLedger(): Promise<Ledger> {
  loading ??= import('../../../../ledger/index.ts').then(
    (ledger) => {
      // A page checks a few signatures (a page of weeks, a record's Verify): not worth Ed25519's table.
      ledger.verifyFewSignatures();
      return ledger;
    },
    (error: unknown) => {
      // A chunk that failed to load (a network blip) is asked for again next time.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
