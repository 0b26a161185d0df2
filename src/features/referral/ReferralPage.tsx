import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredQuery } from '@/api/useDeferredQuery';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/Money';
import { PageFrame } from '@/components/PageFrame';
import { QueryError } from '@/components/QueryPart';
import { StatCard } from '@/components/StatCard';
import { useRuleValues } from '@/i18n/useRuleValues';
import { referralQuery, referralRatesQuery } from './api';
import { Calculator } from './Calculator';
import { CodeCard } from './CodeCard';
import { DmScriptsDialog } from './DmScriptsDialog';
import { Hero } from './Hero';
import { LinkInBioDialog } from './LinkInBioDialog';
import { PlaybookCard } from './PlaybookCard';
import { RatesTable } from './RatesTable';
import { RecentReferrals } from './RecentReferrals';
import { scrollTo } from './scrollTo';
import { ShareDialog } from './ShareDialog';
import { UtmBuilder } from './UtmBuilder';

/**
 * Partner Hub: the code and its sharing, the calculator, the playbook, UTM links, rates and referred
 * friends. What is the same for every trader (the calculator, the playbook, the disclaimer) shows at
 * once, in the HTML too; the trader's own parts hold their places until the summary comes, and give
 * way to one error state if it fails, so the tools stay usable.
 */
export default function ReferralPage() {
  const { t } = useTranslation(['referral', 'common']);
  const rules = useRuleValues();
  const [params] = useSearchParams();
  const referral = useDeferredQuery(referralQuery);
  // The rates are asked for with the summary, not once it has come, and read by their table alone:
  // read here too, their answer arriving while the summary renders in slices changed what this
  // render had read, and React rendered the whole page again at once to stay consistent (40 to 50
  // ms, a phone's 160 to 200).
  const queryClient = useQueryClient();
  useEffect(() => void queryClient.prefetchQuery(referralRatesQuery), [queryClient]);
  const [dialog, setDialog] = useState<'share' | 'dm' | 'lib' | null>(null);
  const data = referral.data;
  const failed = data === undefined && referral.isError;

  useEffect(() => {
    if (data && params.get('utm') === 'builder') scrollTo('utm-builder');
  }, [data, params]);

  const stats = [
    ['total', data && String(data.stats.totalReferrals)],
    ['active', data && String(data.stats.activeReferrals)],
    ['earned', data && <Money key="earned" value={data.stats.earnedUsdt} />],
    ['pending', data && <Money key="pending" value={data.stats.pendingUsdt} />],
  ] as const;

  return (
    <PageFrame page="referral" heading={<Hero />}>
      <Grid container spacing={2}>
        {failed ? (
          <Grid size={12}>
            <QueryError query={referral} title={t('error')} />
          </Grid>
        ) : (
          <>
            {stats.map(([key, value]) => (
              <Grid key={key} size={{ xs: 6, md: 3 }}>
                <StatCard label={t(`stats.${key}`, rules)} value={value ?? <Skeleton width="60%" />} />
              </Grid>
            ))}
            <Grid size={{ xs: 12, md: 6 }}>
              <CodeCard
                code={data?.code}
                link={data?.link}
                onShare={() => setDialog('share')}
                onLinkInBio={() => setDialog('lib')}
              />
            </Grid>
          </>
        )}
        <Grid size={{ xs: 12, md: 6 }}>
          <Calculator />
        </Grid>
        <Grid size={12}>
          <PlaybookCard onDmScripts={data && (() => setDialog('dm'))} />
        </Grid>
        {!failed && (
          <Grid size={12}>
            {data ? <UtmBuilder link={data.link} /> : <Skeleton variant="rounded" sx={{ height: utmBuilderHeight }} />}
          </Grid>
        )}
        <Grid size={12}>
          <RatesTable />
        </Grid>
        {!failed && (
          <Grid size={12}>
            {data ? (
              <RecentReferrals friends={data.recentReferrals} />
            ) : (
              <Skeleton variant="rounded" sx={{ height: recentReferralsHeight }} />
            )}
          </Grid>
        )}
      </Grid>
      <Alert severity="info" variant="outlined" sx={{ mt: 3 }}>
        {t('disclaimer')}
      </Alert>
      {data && (
        <>
          <ShareDialog
            open={dialog === 'share'}
            code={data.code}
            link={data.link}
            libUrl={data.libUrl}
            onClose={() => setDialog(null)}
            onDmScripts={() => setDialog('dm')}
            onUtm={() => {
              setDialog(null);
              scrollTo('utm-builder');
            }}
          />
          <DmScriptsDialog open={dialog === 'dm'} link={data.link} onClose={() => setDialog(null)} />
          <LinkInBioDialog
            open={dialog === 'lib'}
            code={data.code}
            libUrl={data.libUrl}
            onClose={() => setDialog(null)}
          />
        </>
      )}
    </PageFrame>
  );
}

/**
 * The UTM builder's and the demo's recent referrals' heights (px), held while the summary loads: a
 * phone stacks the builder's fields, and shows the referrals as cards, not a table.
 */
const utmBuilderHeight = { xs: 436, md: 196 };
const recentReferralsHeight = { xs: 1600, md: 457 };
