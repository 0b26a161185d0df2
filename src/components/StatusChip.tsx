import Chip, { type ChipProps } from '@mui/material/Chip';
import { styled } from '@mui/material/styles';

type Tone = NonNullable<ChipProps['color']>;

/** Bold, defined once: a table shows one chip per row, and `sx` on each would be serialised per row. */
const BoldChip = styled(Chip)({ fontWeight: 700 });

/** A status as a coloured chip; the caller maps its statuses to tones and translated labels. */
export function StatusChip({
  label,
  tone,
}: {
  /** The status in the reader's language ("Pending"). */
  label: string;
  /** Its colour: success, warning, error, info, primary or default (never colour alone: the label says it). */
  tone: Tone;
}) {
  return <BoldChip size="small" label={label} color={tone} variant={tone === 'default' ? 'outlined' : 'filled'} />;
}
