import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DashboardSummary } from '@octoss/contract/dashboard';
import { MiniBars } from '@/components/MiniBars';
import { useRuleValues } from '@/i18n/useRuleValues';
import { DashboardCard } from './DashboardCard';
import { Figure } from './Figure';
import { paths } from '@/app/paths';

export function ReferralCard({ referral }: { referral: DashboardSummary['referral'] }) {
  const { t } = useTranslation('dashboard');
  const rules = useRuleValues();
  const { clicks, signups, active } = referral.funnel7d;
  return (
    <DashboardCard
      title={t('referral.title')}
      links={[
        { to: paths.referral(), label: t('referral.open') },
        { to: paths.referral({ utm: 'builder' }), label: t('referral.utm') },
      ]}
    >
      <Typography variant="body2" color="text.secondary">
        {t('referral.code')}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontFamily: 'monospace', mb: 1 }}>
        {referral.code || '—'}
      </Typography>
      <Grid container spacing={1} sx={{ mb: 1 }}>
        <Grid size={4}>
          <Figure label={t('referral.clicks')} value={clicks} />
        </Grid>
        <Grid size={4}>
          <Figure label={t('referral.signups')} value={signups} />
        </Grid>
        <Grid size={4}>
          <Figure label={t('referral.active')} value={active} />
        </Grid>
      </Grid>
      <MiniBars
        values={[clicks, signups * 6, active * 20, signups * 4, clicks / 2, active * 12, signups * 8]}
        label={t('referral.chart', rules)}
      />
    </DashboardCard>
  );
}
