import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { wrapsMoney } from './Money';

type Props = {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon?: ReactNode;
  tone?: 'default' | 'success' | 'warning' | 'error';
  /** The label's heading level: h2 right under a page title, h3 inside a titled section. */
  headingLevel?: 'h2' | 'h3';
};

/** One figure with its label: counts, balances, metrics. */
export function StatCard({ label, value, hint, icon, tone = 'default', headingLevel = 'h2' }: Props) {
  const color = tone === 'default' ? 'text.primary' : `${tone}.main`;
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          {icon}
          <Typography variant="body2" color="text.secondary" component={headingLevel}>{label}</Typography>
        </Stack>
        <Typography variant="h4" component="p" sx={{ color, fontVariantNumeric: 'tabular-nums', overflowWrap: 'break-word', ...wrapsMoney }}>{value}</Typography>
        {hint && <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>{hint}</Typography>}
      </CardContent>
    </Card>
  );
}
