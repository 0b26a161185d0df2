import { startTransition, useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { afterNextPaint } from '@/lib/afterNextPaint';

/**
 * Sections out of view on arrival, rendered once the part above them has painted (the frame after,
 * in a transition React can interrupt). The first paint, and the page's largest text with it, does
 * not wait for them, and their rendering is not one long task with the rest. Until then a
 * placeholder a screen tall keeps what follows (the footer) out of view, so nothing in view moves
 * when they arrive.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setShown(true))), []);
  return shown ? children : <Box aria-hidden="true" sx={{ minHeight: '100vh' }} />;
}
