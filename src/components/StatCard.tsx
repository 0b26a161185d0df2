import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { wrapsMoney } from './Money';

type Tone = 'default' | 'success' | 'warning' | 'error';

type Props = {
  /** What the figure is ("Total earned"), translated; the card's heading. */
  label: string;
  /** The figure itself, usually a <Money> or a formatted number; it wraps before its unit on a phone. */
  value: ReactNode;
  /** One short line under the figure (a trend, a date, a link). */
  hint?: ReactNode;
  /** A small icon beside the label; decorative. */
  icon?: ReactNode;
  /** The figure's colour: success for gains, warning for what needs attention, error for losses. */
  tone?: Tone;
  /** The label's heading level: h2 right under a page title, h3 inside a titled section. */
  headingLevel?: 'h2' | 'h3';
};

/**
 * The card and its parts' looks, defined once for every stat card (by class) rather than as `sx`
 * on each part of each card, which emotion would serialise again for every card.
 */
const StatCardRoot = styled(Card)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    height: '100%',
    '& .StatCard-label': { alignItems: 'center', marginBottom: theme.spacing(1) },
    '& .StatCard-value': {
      color: palette.text.primary,
      fontVariantNumeric: 'tabular-nums',
      overflowWrap: 'break-word',
      ...wrapsMoney,
    },
    '& .StatCard-value.StatCard-success': { color: palette.success.main },
    '& .StatCard-value.StatCard-warning': { color: palette.warning.main },
    '& .StatCard-value.StatCard-error': { color: palette.error.main },
    '& .StatCard-hint': { marginTop: theme.spacing(0.5) },
  };
});

/** One figure with its label: counts, balances, metrics. */
export function StatCard({ label, value, hint, icon, tone = 'default', headingLevel = 'h2' }: Props) {
  return (
    <StatCardRoot>
      <CardContent>
        <Stack direction="row" spacing={1} className="StatCard-label">
          {icon}
          <Typography variant="body2" color="text.secondary" component={headingLevel}>
            {label}
          </Typography>
        </Stack>
        <Typography variant="h4" component="p" className={`StatCard-value StatCard-${tone}`}>
          {value}
        </Typography>
        {hint && (
          <Typography variant="body2" color="text.secondary" className="StatCard-hint">
            {hint}
          </Typography>
        )}
      </CardContent>
    </StatCardRoot>
  );
}
