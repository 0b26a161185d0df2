import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DashboardSummary } from '@octoss/contract/dashboard';
import { ExchangeName } from '@/components/ExchangeName';
import { DashboardCard } from './DashboardCard';
import { paths } from '@/app/paths';

export function ProofCard({ proof }: { proof: DashboardSummary['proof'] }) {
  const { t } = useTranslation('dashboard');
  const noDiscrepancy = proof.counts.discrepancy === 0;
  return (
    <DashboardCard
      title={t('proof.title')}
      links={[
        { to: paths.trustboard(), label: t('proof.open') },
        {
          to: paths.trustboard({ filter: 'discrepancy' }),
          label: t('proof.dispute'),
          disabled: noDiscrepancy,
          color: 'warning',
        },
      ]}
    >
      <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
        {(['matched', 'discrepancy', 'unmatched'] as const).map((state) => (
          <Stack key={state} direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography component="dt" color="text.secondary">
              {t(`proof.${state}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {proof.counts[state]}
            </Typography>
          </Stack>
        ))}
      </Stack>
      {proof.lastTx && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('proof.lastTx')} <ExchangeName id={proof.lastTx.exchange} /> ·{' '}
          <code>{proof.lastTx.txHash ? proof.lastTx.txHash.slice(0, 10) : t('proof.pending')}</code>
        </Typography>
      )}
    </DashboardCard>
  );
}
