import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorCodes } from '@octoss/contract/errors';
import type { Reconciliation } from '@octoss/contract/reconciliations';
import { isApiError } from '@/api/errors';
import { dayMs } from '@/domain/time';
import { proofBundleQuery, proofConsistencyQuery, proofKeyQuery, proofPeriodQuery } from '../api';
import { needsProof, nextSeen, verifyRecord } from './checks';
import { loadLedger, type Ledger } from './verifier';
import { readMemory, updateMemory } from './memory';
import { useOwnerKey } from './useOwnerKey';

const weekMs = 7 * dayMs;

/** The ledger library, loaded when the first Verify opens (its hashing code is a chunk of its own). */
function useLedger() {
  const [ledger, setLedger] = useState<Ledger>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadLedger().then(
      (loaded) => live && setLedger(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return {
    ledger,
    failed: failed && !ledger,
    retry: () => {
      setFailed(false);
      setAttempt((count) => count + 1);
    },
  };
}

/**
 * Verify for one record: fetches the bundle (at the latest checkpoint), the published week of its
 * checkpoint, the pinned key and, when this browser saw a checkpoint before, the consistency proof
 * from it; loads the ledger library; runs verifyBundle; and after a pass remembers the newer
 * checkpoint. A log shorter than the one seen before (a testnet reset) starts this browser over.
 */
export function useVerification(record: Reconciliation) {
  const owner = useOwnerKey(true);
  const { scope, memory } = owner;
  const { ledger, failed: ledgerFailed, retry: retryLedger } = useLedger();
  const bundle = useQuery(proofBundleQuery(record.id));
  const key = useQuery(proofKeyQuery);
  const periodId = bundle.data?.checkpoint.period;
  const period = useQuery({ ...proofPeriodQuery(periodId ?? 'latest'), enabled: periodId !== undefined });
  const notCheckpointed = isApiError(bundle.error) && bundle.error.code === errorCodes.notCheckpointed;
  // A 404 for one of the trader's own records means no checkpoint at all yet (a fresh testnet log)
  // when `latest` is unknown too: proven at the first checkpoint.
  const bundleMissing = isApiError(bundle.error) && bundle.error.status === 404;
  const latest = useQuery({ ...proofPeriodQuery('latest'), enabled: notCheckpointed || bundleMissing });
  const noCheckpointYet = bundleMissing && isApiError(latest.error) && latest.error.status === 404;

  // The checkpoint this browser saw before, as it was when Verify opened: comparable unless the log
  // is now shorter than it (it started over, e.g. a testnet reset), which forgets it.
  const [seenAtOpen] = useState(memory.lastSeen);
  const size = bundle.data?.treeSize;
  const shrunk = seenAtOpen !== undefined && size !== undefined && seenAtOpen.treeSize > size;
  const seen = shrunk ? undefined : seenAtOpen;
  const restartedFrom = shrunk ? seenAtOpen : undefined;
  useEffect(() => {
    if (shrunk) updateMemory(scope, (before) => ({ ...before, lastSeen: undefined }));
  }, [shrunk, scope]);
  const fetchProof = seen !== undefined && size !== undefined && needsProof(seen.treeSize, size);
  const consistency = useQuery({
    ...proofConsistencyQuery(seen?.treeSize ?? 1, size ?? 1),
    enabled: fetchProof,
  });

  const { ownerKey, keyElsewhere } = memory;
  const verification = useMemo(() => {
    if (!ledger || !bundle.data || !key.data || !period.data || !owner.settled) return undefined;
    if (fetchProof && !consistency.data) return undefined;
    return verifyRecord(ledger, {
      bundle: bundle.data,
      period: period.data,
      vkey: key.data.vkey,
      record,
      memory: { ownerKey, keyElsewhere },
      seen: seen ? { checkpoint: seen, proof: consistency.data?.proof ?? [] } : undefined,
      restarted: restartedFrom !== undefined,
    });
  }, [
    ledger,
    bundle.data,
    key.data,
    period.data,
    owner.settled,
    fetchProof,
    consistency.data,
    record,
    ownerKey,
    keyElsewhere,
    seen,
    restartedFrom,
  ]);

  // A pass moves the checkpoint this browser remembers forward (never back).
  useEffect(() => {
    if (!verification?.result.ok || !bundle.data) return;
    const next = nextSeen(bundle.data, readMemory(scope).lastSeen);
    if (next) updateMemory(scope, (before) => ({ ...before, lastSeen: next }));
  }, [verification, bundle.data, scope]);

  const failedQueries = [noCheckpointYet ? undefined : bundle, key, period, consistency].filter(
    (query) => query?.isError,
  );
  const retry = () => {
    if (ledgerFailed) retryLedger();
    for (const query of failedQueries) void query?.refetch();
  };

  if (notCheckpointed || noCheckpointYet) {
    // The open week closes a week after the latest published one did.
    const closes = latest.data ? new Date(Date.parse(latest.data.to) + weekMs).toISOString().slice(0, 10) : null;
    return { status: 'not-checkpointed' as const, closes, waiting: latest.isPending && !latest.isError };
  }
  // Whether a 404 means "no checkpoint yet" is known once `latest` has answered.
  if (bundleMissing && latest.isPending) return { status: 'loading' as const };
  if (ledgerFailed || failedQueries.length > 0) return { status: 'error' as const, retry };
  if (!verification || !bundle.data || !period.data || !key.data) return { status: 'loading' as const };
  return {
    status: 'done' as const,
    verification,
    bundle: bundle.data,
    period: period.data,
    key: key.data,
    ownerKey: verification.owner === 'checked' ? ownerKey : undefined,
    seenWeek: seen?.period,
    scope,
  };
}

export type VerificationState = ReturnType<typeof useVerification>;
