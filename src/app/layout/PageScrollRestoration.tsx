import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { ScrollRestoration } from 'react-router';
import { hydrationIsOver } from '@/lib/hydration';

/**
 * react-router's ScrollRestoration (top of the page on a new address, the old position on Back),
 * except for the render that hydrates a prerendered page. The reader may have scrolled the painted
 * HTML before the app ran; ScrollRestoration, which treats every first render as a fresh load,
 * would send the page back to its top. There the reader's position is kept.
 */
export function PageScrollRestoration() {
  // Decided once per mount, so that StrictMode's second run of the effects gets the same answer.
  const [hydrating] = useState(() => !hydrationIsOver());
  const readerY = useRef(0);
  // A parent's layout effects run after its children's: ScrollRestoration's has just scrolled to
  // the top, and this puts the page back before anything is painted.
  useLayoutEffect(() => {
    if (hydrating) window.scrollTo(0, readerY.current);
  }, [hydrating]);
  return (
    <>
      {hydrating && <ReadScroll intoRef={readerY} />}
      <ScrollRestoration />
    </>
  );
}

/** Reads the scroll position in the commit, before the next sibling's layout effects run. */
function ReadScroll({ intoRef }: { intoRef: RefObject<number> }) {
  useLayoutEffect(() => {
    intoRef.current = window.scrollY;
  }, [intoRef]);
  return null;
}
