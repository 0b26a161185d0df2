import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeferredQuery } from '@/api/useDeferredQuery';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DemoBadge } from '@/components/DemoBadge';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { PageMeta } from '@/components/PageMeta';
import { PageSkeleton } from '@/components/PageSkeleton';
import { dashboardQuery } from './api';
import { EarningsCard } from './cards/EarningsCard';
import { NextActionCard } from './cards/NextActionCard';
import { PaybackCard } from './cards/PaybackCard';
import { PayoutsCard } from './cards/PayoutsCard';
import { PromosCard } from './cards/PromosCard';
import { ProofCard } from './cards/ProofCard';
import { ReferralCard } from './cards/ReferralCard';
import { TierCard } from './cards/TierCard';
import { paths } from '@/app/paths';

export default function DashboardPage() {
  const { t } = useTranslation(['dashboard', 'common']);
  const { data, isPending, isError, refetch } = useDeferredQuery(dashboardQuery);
  const meta = (
    <PageMeta title={t('common:pages.dashboard.title')} description={t('common:pages.dashboard.description')} />
  );
  const heading = (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3 }}>
      <Typography variant="h1" sx={{ fontSize: '2rem' }}>
        {t('title')}
      </Typography>
      <DemoBadge label={t('demoData')} />
    </Stack>
  );
  // The title does not wait for data: the page is named while its cards load.
  if (isPending)
    return (
      <>
        {meta}
        {heading}
        <PageSkeleton cards={8} label={t('common:actions.loading')} />
      </>
    );
  if (isError) {
    return (
      <>
        {meta}
        {heading}
        <ErrorState title={t('error')} onRetry={() => void refetch()} />
      </>
    );
  }
  const cards = [
    <EarningsCard key="earnings" earnings={data.earnings} />,
    <NextActionCard key="next" action={data.nextAction} />,
    <PaybackCard key="payback" payback={data.payback} />,
    <ProofCard key="proof" proof={data.proof} />,
    <PayoutsCard key="payouts" claimable={data.earnings.claimable} payoutFrequency={data.earnings.payoutFrequency} />,
    <ReferralCard key="referral" referral={data.referral} />,
    <TierCard key="tier" tier={data.tier} />,
    <PromosCard key="promos" promos={data.promos} />,
  ];
  return (
    <>
      {meta}
      {heading}
      {data.payback.linked.length === 0 && (
        <Stack sx={{ mb: 3 }}>
          <EmptyState
            title={t('empty.title')}
            description={t('empty.text')}
            action={
              <Button component={RouterLink} to={paths.payback({ onboard: true })} variant="contained">
                {t('empty.cta')}
              </Button>
            }
          />
        </Stack>
      )}
      <Grid container spacing={2}>
        {cards.map((card) => (
          <Grid key={card.key} size={{ xs: 12, sm: 6, lg: 3 }}>
            {card}
          </Grid>
        ))}
      </Grid>
    </>
  );
}
