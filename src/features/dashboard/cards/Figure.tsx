import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { wrapsMoney } from '@/components/Money';

/** A label over a value, inside a dashboard card. */
export function Figure({ label, value, large = false }: { label: string; value: ReactNode; large?: boolean }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant={large ? 'h4' : 'h6'}
        component="p"
        sx={{ fontVariantNumeric: 'tabular-nums', ...wrapsMoney }}
      >
        {value}
      </Typography>
    </Box>
  );
}
