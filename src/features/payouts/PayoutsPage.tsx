import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useDeferredQuery } from '@/api/useDeferredQuery';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DemoBadge } from '@/components/DemoBadge';
import { QueryPart } from '@/components/QueryPart';
import { Money } from '@/components/Money';
import { PageFrame } from '@/components/PageFrame';
import { TabRow } from '@/components/TabRow';
import { canClaim } from '@/domain/payouts';
import { formatUsd } from '@/domain/format';
import { useLocale } from '@/i18n/useLocale';
import { balanceQuery, payoutsQuery, walletQuery } from './api';
import { ClaimDialog } from './ClaimDialog';
import { ExportCard } from './ExportCard';
import { PayoutHistory } from './PayoutHistory';
import { ScheduleCard } from './ScheduleCard';
import { WalletCard } from './WalletCard';

const tabs = ['claimable', 'processing', 'history'] as const;

/** The claimable balance, large. */
const Amount = ({ children }: { children: ReactNode }) => (
  <Typography variant="h3" component="p" sx={{ my: 2, fontVariantNumeric: 'tabular-nums' }}>
    {children}
  </Typography>
);
type TabName = (typeof tabs)[number];

export default function PayoutsPage() {
  const { t } = useTranslation(['payouts', 'common']);
  const [params, setParams] = useSearchParams();
  const tab: TabName = (tabs as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as TabName)
    : 'claimable';
  const [claiming, setClaiming] = useState(false);
  const balance = useDeferredQuery(balanceQuery);
  const locale = useLocale();
  const completed = useDeferredQuery(payoutsQuery('COMPLETED', 1));
  const wallet = useDeferredQuery(walletQuery);
  const needsWallet = wallet.data ? !wallet.data.address : false;
  const claimButton = (label: string, testId?: string) => (
    <Button
      data-testid={testId}
      variant="contained"
      size="large"
      onClick={() => setClaiming(true)}
      disabled={!balance.data || !wallet.data || needsWallet || !canClaim(balance.data)}
    >
      {label}
    </Button>
  );

  return (
    <PageFrame
      page="payouts"
      // The two badges stand closer to each other than to the title.
      badgeSpacing={1}
      badges={
        <>
          <DemoBadge label={t('badges.demo')} sx={{ ml: 1 }} />
          <DemoBadge label={t('badges.sandbox')} tone="warning" />
        </>
      }
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card component="section" aria-labelledby="balance-title" sx={{ height: '100%' }}>
            <CardContent>
              <Typography id="balance-title" variant="h6" component="h2">
                {t('balance.title')}
              </Typography>
              <QueryPart
                query={balance}
                errorTitle={t('balance.error')}
                skeleton={<Amount>{<Skeleton width={200} />}</Amount>}
              >
                {(loaded) => (
                  <Amount>
                    <Money value={loaded.claimable} />
                  </Amount>
                )}
              </QueryPart>
              {claimButton(t('balance.claim'), 'claim-usdt')}
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                {/* Its lines (two on a phone) are kept while the balance loads, so the cards below do not move when it comes. */}
                {balance.data
                  ? t('balance.minimum', { minimum: formatUsd(balance.data.minimumClaim, locale) })
                  : !balance.isError && <Skeleton variant="rounded" sx={{ height: { xs: 40, md: 20 } }} />}
              </Typography>
              {needsWallet && (
                <Typography variant="body2" color="warning.main" sx={{ mt: 1 }}>
                  {t('balance.needsWallet')}
                </Typography>
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ScheduleCard />
        </Grid>
      </Grid>

      <TabRow
        label={t('tabs.label')}
        value={tab}
        onChange={(value) => setParams(value === 'claimable' ? {} : { tab: value })}
        tabs={[
          { value: 'claimable', label: t('tabs.claimable') },
          { value: 'processing', label: t('tabs.processing') },
          {
            value: 'history',
            // The count only once it is known: a failed or pending load is not "(0)".
            label: completed.data ? t('tabs.completed', { count: completed.data.total }) : t('tabs.completedUnknown'),
          },
        ].map((each) => ({ ...each, id: `tab-${each.value}`, panel: `panel-${each.value}` }))}
        sx={{ mt: 3, mb: 2 }}
      />
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'claimable' && (
          <Card variant="outlined">
            <CardContent>
              <Typography>{t('tabs.claimableText')}</Typography>
              <Typography variant="h5" component="p" sx={{ my: 1 }}>
                {/* Not a 0.00 while the balance loads: a figure nobody has to unread. */}
                {balance.data ? (
                  <Money value={balance.data.claimable} />
                ) : balance.isError ? (
                  '—'
                ) : (
                  <Skeleton width={140} />
                )}
              </Typography>
              {claimButton(t('tabs.claimNow'))}
            </CardContent>
          </Card>
        )}
        {tab === 'processing' && <PayoutHistory status="PROCESSING" />}
        {tab === 'history' && <PayoutHistory status="COMPLETED" />}
      </div>

      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <WalletCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ExportCard />
        </Grid>
      </Grid>
      {balance.data && wallet.data?.address && claiming && (
        <ClaimDialog open balance={balance.data} wallet={wallet.data} onClose={() => setClaiming(false)} />
      )}
    </PageFrame>
  );
}
