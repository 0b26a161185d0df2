import { useCallback, useRef, useState } from 'react';

/**
 * One write per user action: `run` starts the action only when none is under way, so a double
 * click (two clicks before React re-renders the button as disabled) sends one request. `pending`
 * disables the button meanwhile. The action reports its own outcome; a rejection is swallowed here.
 */
export function useSingleFlight() {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback((action: () => Promise<unknown>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    void action()
      .catch(() => undefined)
      .finally(() => {
        inFlight.current = false;
        setPending(false);
      });
  }, []);
  return { run, pending };
}
