import { useCallback, useRef, useState } from 'react';

/**
 * What a button that starts a write shows while the write is under way: MUI's progress indicator in
 * place of its label (the label stays in the markup, so the button keeps its accessible name, and
 * the indicator is named by it), `aria-busy`, and disabled (MUI's `loading` disables it) against a
 * second submit. Spread on a Button: `<Button {...form.button()}>`.
 */
export function busyButton(busy: boolean): { loading: boolean; 'aria-busy'?: true } {
  return busy ? { loading: true, 'aria-busy': true } : { loading: false };
}

/**
 * One write per user action: `run` starts the action only when none is under way, so a double
 * click (two clicks before React re-renders the button as disabled) sends one request. `pending`
 * is true meanwhile, and `button` the props of a busy button (`busyButton`). The action reports its
 * own outcome; a rejection is swallowed here.
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
  return { run, pending, button: busyButton(pending) };
}
