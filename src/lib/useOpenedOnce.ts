import { useState } from 'react';

/**
 * Whether a dialog has been opened at least once: it is mounted from its first opening on, not with
 * the page (its form and reads cost the page's first render nothing), and stays mounted, so it can
 * play its closing animation and give focus back.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
