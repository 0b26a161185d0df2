import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { PayoutFrequency } from '@octoss/contract/common';
import { Money } from '@/components/Money';
import { DashboardCard } from './DashboardCard';
import { Figure } from './Figure';
import { paths } from '@/app/paths';

/** The badge's cadence is the server's (the one the Payouts page's schedule answers with), not a fixed text. */
export function PayoutsCard({ claimable, payoutFrequency }: { claimable: number; payoutFrequency: PayoutFrequency }) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardCard
      title={t('payouts.title')}
      badge={
        <Chip
          size="small"
          color="info"
          variant="outlined"
          label={t('payouts.next', { frequency: t(`tiers:payoutFrequencies.${payoutFrequency}`) })}
        />
      }
      links={[
        { to: paths.payouts(), label: t('payouts.claim') },
        { to: paths.payouts({ tab: 'history' }), label: t('payouts.history') },
      ]}
    >
      <Figure label={t('payouts.claimable')} value={<Money value={claimable} />} large />
    </DashboardCard>
  );
}
