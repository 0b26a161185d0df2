import { lazy, Suspense, type ComponentType } from 'react';
import { firstReadsSettled } from '@/lib/firstPage';
import { useOpenedOnce } from '@/lib/useOpenedOnce';

/**
 * A part of the screen that is only needed once opened (a menu, the phone drawer, a dialog) as its
 * own chunk: out of the page's first load, fetched in the background once the first page has shown
 * its first reads' answers (their requests go first), so opening it does not wait. Mounted from its
 * first opening on, and kept mounted, so it can play its closing animation and give focus back.
 */
export function deferred<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Part = lazy(load);
  void firstReadsSettled.then(load);
  return function Deferred({ needed, ...props }: P & { needed: boolean }) {
    if (!useOpenedOnce(needed)) return null;
    return (
      <Suspense fallback={null}>
        <Part {...(props as P)} />
      </Suspense>
    );
  };
}
