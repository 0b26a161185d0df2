import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DashboardSummary } from '@octoss/contract/dashboard';
import { ExchangeName } from '@/components/ExchangeName';
import { Money } from '@/components/Money';
import { DashboardCard } from './DashboardCard';
import { Figure } from './Figure';
import { paths } from '@/app/paths';

export function PaybackCard({ payback }: { payback: DashboardSummary['payback'] }) {
  const { t } = useTranslation('dashboard');
  const latest = [...payback.linked].sort((a, b) => (b.lastAccrualAt ?? '').localeCompare(a.lastAccrualAt ?? ''))[0];
  return (
    <DashboardCard
      title={t('payback.title')}
      badge={
        !latest?.lastNet ? <Chip size="small" variant="outlined" label={t('payback.newAccountOnly')} /> : undefined
      }
      links={[
        { to: paths.payback({ onboard: true }), label: t('payback.add') },
        { to: paths.payback(), label: t('payback.open') },
      ]}
    >
      <Figure label={t('payback.connected')} value={payback.linked.length} large />
      {latest && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('payback.latest')}{' '}
          <strong>
            <ExchangeName id={latest.exchange} />
          </strong>
          {latest.lastNet !== null && (
            <>
              {' '}
              · <Money value={latest.lastNet} signed />
            </>
          )}
        </Typography>
      )}
    </DashboardCard>
  );
}
