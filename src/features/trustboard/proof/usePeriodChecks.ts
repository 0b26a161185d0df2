import { startTransition, useCallback, useEffect, useState, type RefObject } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ProofPeriod } from '@octoss/contract/proof';
import { nextTask } from '@/lib/nextTask';
import { browserIdle } from '@/lib/browserIdle';
import { proofConsistencyQuery, proofKeyQuery, proofPeriodQuery } from '../api';
import { extendsTree, needsProof, signatureHolds } from './checks';
import { loadLedger, type Ledger } from './verifier';
import { readMemory, updateMemory, type Scope, type SeenCheckpoint } from './memory';

/** What this browser found of one published week. */
export type PeriodCheck = {
  signature: 'valid' | 'invalid';
  /** `first`: nothing was published before it (its tree starts empty). */
  consistency: 'consistent' | 'inconsistent' | 'first';
};

/** The newest checkpoint against the one this browser saw before. */
export type SeenStatus =
  | { kind: 'first'; latest: ProofPeriod }
  | { kind: 'extends'; latest: ProofPeriod; seen: SeenCheckpoint }
  | { kind: 'forked'; latest: ProofPeriod; seen: SeenCheckpoint }
  | { kind: 'restarted'; latest: ProofPeriod; seen: SeenCheckpoint }
  | { kind: 'unsigned'; latest: ProofPeriod };

const checkKey = (period: ProofPeriod) => `${period.id}:${period.root.hash}`;

/** True once `ref` has come near the screen (at once where the browser cannot tell). */
export function useNearScreen(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

async function consistencyProof(client: QueryClient, from: number, to: number) {
  return needsProof(from, to) ? (await client.fetchQuery(proofConsistencyQuery(from, to))).proof : [];
}

/** The week before `period` as published: the next row of the page, else asked for by its id. */
async function previousOf(ledger: Ledger, client: QueryClient, rows: ProofPeriod[], index: number) {
  const period = rows[index]!;
  if (period.firstSeq === 0) return undefined;
  const next = rows[index + 1];
  if (next && next.treeSize === period.firstSeq) return next;
  return client.fetchQuery(proofPeriodQuery(ledger.isoWeekOf(Date.parse(period.from) - 1)));
}

async function checkPeriod(
  ledger: Ledger,
  client: QueryClient,
  rows: ProofPeriod[],
  index: number,
  vkey: string,
): Promise<PeriodCheck> {
  const period = rows[index]!;
  const signature = signatureHolds(ledger, period, vkey) ? 'valid' : 'invalid';
  const previous = await previousOf(ledger, client, rows, index);
  if (!previous) return { signature, consistency: 'first' };
  const proof = await consistencyProof(client, previous.treeSize, period.treeSize);
  return { signature, consistency: extendsTree(ledger, previous, period, proof) ? 'consistent' : 'inconsistent' };
}

/**
 * The newest checkpoint against the one this browser saw before: it must extend it. A verified
 * newest checkpoint that does is remembered from now on; a shorter log (a testnet reset) starts over.
 */
async function compareWithSeen(ledger: Ledger, client: QueryClient, scope: Scope, latest: ProofPeriod) {
  const checkpoint: SeenCheckpoint = {
    period: latest.id,
    treeSize: latest.treeSize,
    root: latest.root,
    seenAt: new Date().toISOString(),
  };
  const remember = () => updateMemory(scope, (memory) => ({ ...memory, lastSeen: checkpoint }));
  const seen = readMemory(scope).lastSeen;
  if (!seen) {
    remember();
    return { kind: 'first', latest } as const;
  }
  if (seen.treeSize > latest.treeSize) {
    remember();
    return { kind: 'restarted', latest, seen } as const;
  }
  const proof = await consistencyProof(client, seen.treeSize, latest.treeSize);
  if (!extendsTree(ledger, seen, latest, proof)) return { kind: 'forked', latest, seen } as const;
  if (latest.treeSize > seen.treeSize) remember();
  return { kind: 'extends', latest, seen } as const;
}

/**
 * The table's checks, in the browser, once it is near the screen and the browser is idle: each
 * week's signed note under the pinned key, and its consistency with the week before; on the first
 * page, the newest week against the checkpoint this browser saw before. One week per task.
 */
export function usePeriodChecks(
  rows: ProofPeriod[],
  { page, scope, enabled }: { page: number; scope: Scope; enabled: boolean },
) {
  const client = useQueryClient();
  const [checks, setChecks] = useState<Record<string, PeriodCheck>>({});
  const [seen, setSeen] = useState<SeenStatus>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!enabled || rows.length === 0) return;
    let live = true;
    (async () => {
      await browserIdle();
      const ledger = await loadLedger();
      const { vkey } = await client.fetchQuery(proofKeyQuery);
      for (const index of rows.keys()) {
        const key = checkKey(rows[index]!);
        if (!live) return;
        const check = await checkPeriod(ledger, client, rows, index, vkey);
        if (!live) return;
        // Each week's result renders the section again: as a transition, in slices a tap can interrupt.
        startTransition(() => setChecks((before) => (before[key] ? before : { ...before, [key]: check })));
        if (index === 0 && page === 1) {
          const status =
            check.signature === 'valid'
              ? await compareWithSeen(ledger, client, scope, rows[0]!)
              : ({ kind: 'unsigned', latest: rows[0]! } as const);
          if (live) startTransition(() => setSeen(status));
        }
        await nextTask();
      }
    })().catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [enabled, rows, page, scope, client]);
  const checkOf = useCallback((period: ProofPeriod) => checks[checkKey(period)], [checks]);
  return { checkOf, seen, failed };
}
