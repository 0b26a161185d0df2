import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useDeferredQuery } from '@/api/useDeferredQuery';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DashboardSummary } from '@octoss/contract/dashboard';
import { paths } from '@/app/paths';
import { DemoBadge } from '@/components/DemoBadge';
import { EmptyState } from '@/components/EmptyState';
import { PageFrame } from '@/components/PageFrame';
import { PageSkeleton } from '@/components/PageSkeleton';
import { QueryPart } from '@/components/QueryPart';
import { dashboardQuery } from './api';
import { EarningsCard } from './cards/EarningsCard';
import { NextActionCard } from './cards/NextActionCard';
import { PaybackCard } from './cards/PaybackCard';
import { PayoutsCard } from './cards/PayoutsCard';
import { PromosCard } from './cards/PromosCard';
import { ProofCard } from './cards/ProofCard';
import { ReferralCard } from './cards/ReferralCard';
import { TierCard } from './cards/TierCard';

/** The summary's cards; a trader with no linked exchange is first asked to link one. */
function Cards({ data }: { data: DashboardSummary }) {
  const { t } = useTranslation('dashboard');
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

export default function DashboardPage() {
  const { t } = useTranslation(['dashboard', 'common']);
  const dashboard = useDeferredQuery(dashboardQuery);
  // The title does not wait for data: the page is named while its cards load.
  return (
    <PageFrame page="dashboard" badges={<DemoBadge label={t('demoData')} />}>
      <QueryPart
        query={dashboard}
        errorTitle={t('error')}
        skeleton={<PageSkeleton cards={8} label={t('common:actions.loading')} />}
      >
        {(data) => <Cards data={data} />}
      </QueryPart>
    </PageFrame>
  );
}
