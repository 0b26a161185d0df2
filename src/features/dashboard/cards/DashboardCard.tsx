import type { ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** A card's way onward: the first link is the main one (contained), the others are text buttons. */
export type CardLink = { to: string; label: string; disabled?: boolean; color?: ButtonProps['color'] };

type Props = { title: string; badge?: ReactNode; children: ReactNode; links: CardLink[] };

/** The frame every dashboard card shares: title (h2), optional badge, body, links. */
export function DashboardCard({ title, badge, children, links }: Props) {
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        {/* A long translated badge moves under the title rather than past the card's edge. */}
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1.5, minHeight: 28 }}
        >
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {badge}
        </Stack>
        {children}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        {links.map((link, index) => (
          <Button
            key={link.to}
            component={RouterLink}
            to={link.to}
            size="small"
            variant={index === 0 ? 'contained' : 'text'}
            disabled={link.disabled}
            color={link.color}
          >
            {link.label}
          </Button>
        ))}
      </CardActions>
    </Card>
  );
}
