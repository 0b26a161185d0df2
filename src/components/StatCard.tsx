import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Props = { label: string; value: ReactNode; hint?: ReactNode; icon?: ReactNode; tone?: 'default' | 'success' | 'warning' | 'error' };

/** One figure with its label: counts, balances, metrics. */
export function StatCard({ label, value, hint, icon, tone = 'default' }: Props) {
  const color = tone === 'default' ? 'text.primary' : `${tone}.main`;
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          {icon}
          <Typography variant="body2" color="text.secondary" component="h3">{label}</Typography>
        </Stack>
        <Typography variant="h4" component="p" sx={{ color, fontVariantNumeric: 'tabular-nums' }}>{value}</Typography>
        {hint && <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>{hint}</Typography>}
      </CardContent>
    </Card>
  );
}
