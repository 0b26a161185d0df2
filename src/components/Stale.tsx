import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * How rows still on screen look while the ones that replace them load (another page, filter or
 * sort: react-query's `isPlaceholderData`): dimmed, for sighted readers. A background refresh of
 * the same rows is not this: the rows shown are the rows asked for.
 */
/** Out of sight, still read by screen readers. */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

export const staleRows = { opacity: 0.5, transition: 'opacity 150ms' } as const;

/**
 * The polite live region that says what is loading ("Loading page 2…"), empty at rest. Always in
 * the markup, so screen readers hear the text when it appears.
 */
export function LoadingAnnouncement({ text }: { text: string | null }) {
  return (
    <Box role="status" aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
      {text}
    </Box>
  );
}

/**
 * Content that is not a table (a grid of cards) shown while the next one loads: dimmed and
 * `aria-busy`, with the announcement. `loading` is the announcement's text, null at rest.
 */
export function StaleWhile({ loading, children }: { loading: string | null; children: ReactNode }) {
  return (
    <>
      <Box aria-busy={loading ? true : undefined} sx={loading ? staleRows : undefined}>
        {children}
      </Box>
      <LoadingAnnouncement text={loading} />
    </>
  );
}
