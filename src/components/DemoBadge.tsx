import Chip from '@mui/material/Chip';
import { usesMocks } from '@/lib/config';

/**
 * "Demo Data", "Sandbox", "DEMO ENVIRONMENT": a label that the figures are simulated. A live build
 * shows real figures from the real backend, so there it renders nothing.
 */
export function DemoBadge({ label, tone = 'info' }: { label: string; tone?: 'info' | 'warning' }) {
  if (!usesMocks) return null;
  return <Chip label={label} color={tone} size="small" variant="outlined" sx={{ fontWeight: 700 }} />;
}
