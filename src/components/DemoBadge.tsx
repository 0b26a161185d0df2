import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';
import { usesMocks } from '@/lib/config';

/**
 * "Demo Data", "Sandbox", "DEMO ENVIRONMENT": a label that the figures are simulated. A live build
 * shows real figures from the real backend, so there it renders nothing.
 */
export function DemoBadge({
  label,
  tone = 'info',
  sx,
}: {
  /** The badge's text ("Demo Data"), translated. */
  label: string;
  /** info for demo figures, warning where a reader might take them for real ones. */
  tone?: 'info' | 'warning';
  /** Its place among other badges (e.g. a margin). */
  sx?: SxProps<Theme>;
}) {
  if (!usesMocks) return null;
  return (
    <Chip
      label={label}
      color={tone}
      size="small"
      variant="outlined"
      sx={[{ fontWeight: 700 }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
