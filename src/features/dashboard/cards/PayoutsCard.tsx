import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { TierName } from '@/api/contract/common';
import { Money } from '@/components/Money';
import { tierRule } from '@/domain/tiers';
import { DashboardCard } from './DashboardCard';
import { Figure } from './Figure';

/** The badge's cadence is the tier rule the Payouts page's schedule answers with, not a fixed text. */
export function PayoutsCard({ claimable, tier }: { claimable: number; tier: TierName }) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardCard
      title={t('payouts.title')}
      badge={<Chip size="small" color="info" variant="outlined" label={t('payouts.next', { frequency: t(`tiers:payoutFrequencies.${tierRule(tier).payoutFrequency}`) })} />}
      links={[{ to: '/app/payouts', label: t('payouts.claim') }, { to: '/app/payouts?tab=history', label: t('payouts.history') }]}
    >
      <Figure label={t('payouts.claimable')} value={<Money value={claimable} />} large />
    </DashboardCard>
  );
}
