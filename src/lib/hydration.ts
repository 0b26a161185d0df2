import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether this document came with prerendered HTML to hydrate (src/prerender/). Read when this
 * module loads, before the router starts loading the first page.
 */
const prerendered =
  typeof document !== 'undefined' && document.getElementById('root')?.hasAttribute('data-prerendered') === true;

let markHydrated = () => {};

/**
 * Until the first render has committed, the router must keep showing what the HTML shows (layout
 * and page skeleton): a page chunk that arrives earlier waits for this (src/app/routes.tsx), or the
 * first render would not match the HTML. Resolved at once where there is nothing to hydrate.
 */
export const hydrated: Promise<void> = prerendered
  ? new Promise((resolve) => {
      markHydrated = resolve;
    })
  : Promise.resolve();

/** Rendered by the innermost part of the first screen (src/components/HydratingSkeleton.tsx): resolves `hydrated` once it has committed. */
export function useMarkHydrated(): void {
  useEffect(() => markHydrated(), []);
}

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
