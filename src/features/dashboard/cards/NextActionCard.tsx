import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { NextAction } from '@/api/contract/dashboard';
import { DashboardCard } from './DashboardCard';

/** The server picks the action (src/domain/nextBestAction.ts); the texts are the app's, per type. */
export function NextActionCard({ action }: { action: NextAction }) {
  const { t } = useTranslation('dashboard');
  const key = `nextAction.${action.type}`;
  return (
    <DashboardCard
      title={t('nextAction.title')}
      badge={<Chip size="small" color="secondary" label={t(`${key}.impact`)} />}
      links={[{ to: action.href, label: t(`${key}.cta`) }]}
    >
      <Typography variant="h6" component="p">{t(`${key}.title`)}</Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>{t(`${key}.reason`)}</Typography>
    </DashboardCard>
  );
}
