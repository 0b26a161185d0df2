import Chip from '@mui/material/Chip';
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
      links={[{ to: '/app/payouts', label: t('payouts.claim') }, { to: '/app/payouts?tab=history', label: t('payouts.history') }]}
    >
      <Figure label={t('payouts.claimable')} value={<Money value={claimable} />} large />
    </DashboardCard>
  );
}
