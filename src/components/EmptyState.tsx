import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Props = {
  /** What is missing, in a few words ("No payouts yet"): the line the eye finds first. Leave it out when one sentence says all. */
  title?: string;
  /** The sentence under the title: why it is empty, or what will fill it. */
  description?: string;
  /** A picture above the title (an icon of the product area, 40 px or so). */
  icon?: ReactNode;
  /** What the reader can do about it: one button, usually contained, never more than two. */
  action?: ReactNode;
};

/**
 * Nothing to show yet, and what to do about it: the one look of every empty part of a page (a
 * dashed outline, centred text), whether a whole page, a card or a table has nothing (DataTable
 * shows its `emptyText` with it).
 */
export function EmptyState({ title, description, icon, action }: Props) {
  return (
    <Paper
      variant="outlined"
      data-empty-state=""
      sx={{ p: { xs: 3, md: 4 }, textAlign: 'center', borderStyle: 'dashed' }}
    >
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        {icon}
        {title && (
          <Typography variant="h6" component="p">
            {title}
          </Typography>
        )}
        {description && <Typography color="text.secondary">{description}</Typography>}
        {action}
      </Stack>
    </Paper>
  );
}
