import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while the server renders and while the client hydrates, true in every render after that.
 * For what only the browser knows (the colour scheme, the current year): render what the HTML has
 * first, the browser's value right after.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
