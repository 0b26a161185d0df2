import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DashboardSummary } from '@/api/contract/dashboard';
import { Money } from '@/components/Money';
import { Sparkline } from '@/components/Sparkline';
import { DashboardCard } from './DashboardCard';
import { Figure } from './Figure';

export function EarningsCard({ earnings }: { earnings: DashboardSummary['earnings'] }) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardCard
      title={t('earnings.title')}
      actions={
        <>
          <Button component={RouterLink} to="/app/payouts" variant="contained" size="small" disabled={earnings.claimable <= 0}>{t('earnings.claimNow')}</Button>
          <Button component={RouterLink} to="/app/payouts?tab=history" size="small">{t('earnings.viewLedger')}</Button>
        </>
      }
    >
      <Grid container spacing={1.5}>
        <Grid size={6}><Figure label={t('earnings.totalEarned')} value={<Money value={earnings.totalEarned} />} /></Grid>
        <Grid size={6}><Figure label={t('earnings.claimable')} value={<Money value={earnings.claimable} />} /></Grid>
        <Grid size={12}><Figure label={t('earnings.last30d')} value={<Money value={earnings.last30dTotal} />} /></Grid>
        <Grid size={12}><Sparkline values={earnings.last30d.map((point) => point.v)} label={t('earnings.trend')} /></Grid>
      </Grid>
    </DashboardCard>
  );
}
