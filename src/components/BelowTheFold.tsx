import { startTransition, useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { afterNextPaint } from '@/lib/afterNextPaint';
import { hydrationIsOver } from '@/lib/hydration';

/**
 * Sections out of view on arrival. In prerendered HTML they are there from the start (for readers
 * without JavaScript and for search engines), and hydrating takes them over as it does the rest.
 * Rendered afresh (the SPA shell, a page opened from another), they come once the part above them
 * has painted (the frame after, in a transition React can interrupt): the first paint, and the
 * page's largest text with it, does not wait for them. Until then a placeholder a screen tall keeps
 * what follows (the footer) out of view, so nothing in view moves when they arrive.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  // While the build renders and while its HTML hydrates, hydration is not over: the sections are in.
  const [shown, setShown] = useState(() => !hydrationIsOver());
  useEffect(() => {
    if (!shown) return afterNextPaint(() => startTransition(() => setShown(true)));
  }, [shown]);
  return shown ? children : <Box aria-hidden="true" sx={{ minHeight: '100vh' }} />;
}
