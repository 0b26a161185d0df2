import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Props = { title: string; badge?: ReactNode; children: ReactNode; actions: ReactNode };

/** The frame every dashboard card shares: title (h2), optional badge, body, actions. */
export function DashboardCard({ title, badge, children, actions }: Props) {
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, minHeight: 28 }}>
          <Typography variant="h6" component="h2">{title}</Typography>
          {badge}
        </Stack>
        {children}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>{actions}</CardActions>
    </Card>
  );
}
