import Chip from '@mui/material/Chip';

/** "Demo Data", "Sandbox", "DEMO ENVIRONMENT": a label that the figures are simulated. */
export function DemoBadge({ label, tone = 'info' }: { label: string; tone?: 'info' | 'warning' }) {
  return <Chip label={label} color={tone} size="small" variant="outlined" sx={{ fontWeight: 700 }} />;
}
