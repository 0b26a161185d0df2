import Chip, { type ChipProps } from '@mui/material/Chip';

type Tone = NonNullable<ChipProps['color']>;

/** A status as a coloured chip; the caller maps its statuses to tones and translated labels. */
export function StatusChip({ label, tone }: { label: string; tone: Tone }) {
  return <Chip size="small" label={label} color={tone} variant={tone === 'default' ? 'outlined' : 'filled'} sx={{ fontWeight: 700 }} />;
}
