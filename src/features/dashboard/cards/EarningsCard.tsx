import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import type { DashboardSummary } from '@octoss/contract/dashboard';
import { Money } from '@/components/Money';
import { Sparkline } from '@/components/Sparkline';
import { DashboardCard } from './DashboardCard';
import { Figure } from './Figure';
import { paths } from '@/app/paths';

export function EarningsCard({ earnings }: { earnings: DashboardSummary['earnings'] }) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardCard
      title={t('earnings.title')}
      links={[
        { to: paths.payouts(), label: t('earnings.claimNow'), disabled: earnings.claimable <= 0 },
        { to: paths.payouts({ tab: 'history' }), label: t('earnings.viewLedger') },
      ]}
    >
      <Grid container spacing={1.5}>
        <Grid size={6}>
          <Figure label={t('earnings.totalEarned')} value={<Money value={earnings.totalEarned} />} />
        </Grid>
        <Grid size={6}>
          <Figure label={t('earnings.claimable')} value={<Money value={earnings.claimable} />} />
        </Grid>
        <Grid size={12}>
          <Figure label={t('earnings.last30d')} value={<Money value={earnings.last30dTotal} />} />
        </Grid>
        <Grid size={12}>
          <Sparkline values={earnings.last30d.map((point) => point.v)} label={t('earnings.trend')} />
        </Grid>
      </Grid>
    </DashboardCard>
  );
}
