import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { afterNextPaint } from '@/lib/afterNextPaint';
import { myProofsQuery, useRegisterOwnerKey } from '../api';
import { useProofMemory } from './memory';
import { ensureOwnerKey, type KeyStatus } from './ownerKey';

/**
 * The owner key of the signed-in trader for the log the page is answered from: on first use (the
 * signed-in Trustboard, or Verify) made and registered once the page has painted. `settled`: no
 * registration is under way (it holds a key, knows of one elsewhere, or the attempt failed).
 */
export function useOwnerKey(enabled: boolean) {
  const { scope, memory } = useProofMemory();
  const queryClient = useQueryClient();
  const { mutateAsync: register } = useRegisterOwnerKey();
  const [state, setState] = useState<'idle' | 'failed'>('idle');
  const [attempt, setAttempt] = useState(0);
  const known = Boolean(memory.ownerKey || memory.keyElsewhere);

  const readStatus = useCallback(
    async (): Promise<KeyStatus> => (await queryClient.fetchQuery({ ...myProofsQuery, staleTime: 0 })).ownerKey,
    [queryClient],
  );

  useEffect(() => {
    if (!enabled || known) return;
    let live = true;
    const cancel = afterNextPaint(() => {
      ensureOwnerKey(queryClient, scope, register, readStatus).then(
        () => live && setState('idle'),
        () => live && setState('failed'),
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [enabled, known, queryClient, scope, register, readStatus, attempt]);

  return {
    scope,
    memory,
    settled: known || state === 'failed',
    failed: !known && state === 'failed',
    retry: () => {
      setState('idle');
      setAttempt((count) => count + 1);
    },
    readStatus,
    register,
  };
}
