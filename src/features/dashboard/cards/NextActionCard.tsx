import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { NextAction } from '@octoss/contract/dashboard';
import { DashboardCard } from './DashboardCard';

/** The server picks the action (the mock backend's rules/next-best-action.ts) and words it in the reader's language. */
export function NextActionCard({ action }: { action: NextAction }) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardCard
      title={t('nextAction.title')}
      badge={<Chip size="small" color="secondary" label={action.impactBadge} />}
      links={[{ to: action.href, label: action.ctaText }]}
    >
      <Typography variant="h6" component="p">
        {action.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {action.reason}
      </Typography>
    </DashboardCard>
  );
}
