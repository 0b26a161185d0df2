import { useSyncExternalStore } from 'react';

/** Whether this document came with prerendered HTML in #root (src/prerender/), to hydrate rather than render afresh. */
export const documentIsPrerendered: boolean =
  typeof document !== 'undefined' && document.getElementById('root')?.hasAttribute('data-prerendered') === true;

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
