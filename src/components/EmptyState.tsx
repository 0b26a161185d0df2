import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Props = { title: string; description?: string; icon?: ReactNode; action?: ReactNode };

/** Nothing to show yet, and what to do about it. */
export function EmptyState({ title, description, icon, action }: Props) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, textAlign: 'center', borderStyle: 'dashed' }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        {icon}
        <Typography variant="h6" component="p">
          {title}
        </Typography>
        {description && <Typography color="text.secondary">{description}</Typography>}
        {action}
      </Stack>
    </Paper>
  );
}
