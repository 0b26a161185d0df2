import { startTransition, useEffect, useState } from 'react';

/** Whether this document came with prerendered HTML in #root (src/prerender/), to hydrate rather than render afresh. */
export const documentIsPrerendered: boolean =
  typeof document !== 'undefined' && document.getElementById('root')?.hasAttribute('data-prerendered') === true;

/**
 * Whether a component mounting now renders the browser's values at once: in a browser with nothing
 * to hydrate (the SPA shell, tests, stories) from the start; over prerendered HTML once the first
 * page has committed (`hydrationOver`, src/lib/firstPage.ts); never while the server renders.
 */
let pastHydration = typeof document !== 'undefined' && !documentIsPrerendered;

export function hydrationOver(): void {
  pastHydration = true;
}

/** Whether what mounts now renders after hydration (see `pastHydration`), not in the render that hydrates. */
export const hydrationIsOver = (): boolean => pastHydration;

/**
 * False while the server renders and while the client hydrates, true once that is over. For what
 * only the browser knows (the colour scheme, the current year): render what the HTML has first, the
 * browser's value right after. That second render is a transition, in slices input can interrupt:
 * useSyncExternalStore, the usual way, re-renders every such part at once, in one task, as soon as
 * hydration has committed.
 */
export function useIsHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydrationIsOver);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
