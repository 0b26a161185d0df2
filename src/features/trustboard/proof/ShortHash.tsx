import { useId } from 'react';
import Box from '@mui/material/Box';
import { CopyButton } from '@/components/CopyButton';

/** `80baac40…b306`: a hash shown shortened; the full value is its tooltip. */
export const shortHash = (value: string) => (value.length > 18 ? `${value.slice(0, 8)}…${value.slice(-6)}` : value);

// A hash has no spaces: on a narrow phone with larger spacing it breaks anywhere rather than stick out of its cell.
const code = {
  fontFamily: 'monospace',
  fontSize: '0.8125rem',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
} as const;

/**
 * A hash shortened, with a copy button whose description is the full value (so a screen reader
 * reads it in full where a sighted reader sees the short form and its tooltip).
 */
export function ShortHash({ value, copyLabel }: { value: string; copyLabel?: string }) {
  const id = useId();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, whiteSpace: 'nowrap' }}>
      <Box component="code" title={value} sx={code}>
        {shortHash(value)}
      </Box>
      {copyLabel && (
        <>
          <CopyButton value={value} label={copyLabel} describedBy={id} />
          <span id={id} hidden>
            {value}
          </span>
        </>
      )}
    </Box>
  );
}
