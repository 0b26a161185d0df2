import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/Money';
import { DashboardCard } from './DashboardCard';
import { Figure } from './Figure';

export function PayoutsCard({ claimable }: { claimable: number }) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardCard
      title={t('payouts.title')}
      badge={<Chip size="small" color="info" variant="outlined" label={t('payouts.next')} />}
      actions={
        <>
          <Button component={RouterLink} to="/app/payouts" variant="contained" size="small">{t('payouts.claim')}</Button>
          <Button component={RouterLink} to="/app/payouts?tab=history" size="small">{t('payouts.history')}</Button>
        </>
      }
    >
      <Figure label={t('payouts.claimable')} value={<Money value={claimable} />} large />
    </DashboardCard>
  );
}
