import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useDeferredQuery } from '@/api/useDeferredQuery';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryPart } from '@/components/QueryPart';
import { PageFrame } from '@/components/PageFrame';
import { formatInteger, formatPercent, formatWholeUsd } from '@/domain/format';
import { useLocale } from '@/i18n/useLocale';
import { useRuleValues } from '@/i18n/useRuleValues';
import { playbookQuery, playbookTargetsQuery } from './api';
import { Checklist } from './Checklist';
import { SamplePosts } from './SamplePosts';
import { Targets } from './Targets';
import { paths } from '@/app/paths';

/**
 * While they load, the plan's subtitle (two lines on a phone), its figures and the trader's own
 * checklist and posts hold their places: the last placeholder reaches below a phone's first screen,
 * as the checklist does, so the links under it do not jump from the first screen to far below when
 * it comes. The figures are the same for every reader, so the prerendered HTML holds them (and with
 * them the page's largest text, its subtitle); the checklist and the posts are the trader's own.
 */
const subtitleSkeleton = <Skeleton variant="rounded" sx={{ display: 'block', height: { xs: 48, sm: 24 } }} />;
const targetsSkeleton = <Skeleton variant="rounded" sx={{ height: { xs: 340, md: 260 } }} />;
const contentSkeleton = <Skeleton variant="rounded" sx={{ height: 640, mt: 1 }} />;

export default function PlaybookPage() {
  const { t } = useTranslation(['playbook', 'common']);
  const rules = useRuleValues();
  const { hash } = useLocation();
  const targets = useDeferredQuery(playbookTargetsQuery);
  const playbook = useDeferredQuery(playbookQuery);
  const { data } = playbook;

  // #first-claim (linked from the Partner Hub) is brought into view once the checklist is there.
  useEffect(() => {
    if (data && hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'center' });
  }, [data, hash]);

  const locale = useLocale();
  // The plan's figures as the server states them.
  const subtitle =
    targets.data &&
    t('subtitle', {
      referrals: formatInteger(targets.data.referralsPerMonth, locale),
      retention: formatPercent(targets.data.retention, locale, 0),
      target: formatWholeUsd(targets.data.monthlyTarget, locale),
    });
  return (
    <PageFrame page="playbook" values={rules} subtitle={subtitle ?? (targets.isError ? null : subtitleSkeleton)}>
      <QueryPart query={targets} errorTitle={t('targetsError')} skeleton={targetsSkeleton}>
        {(figures) => <Targets targets={figures} />}
      </QueryPart>
      <Box sx={{ mt: 1 }}>
        <QueryPart query={playbook} errorTitle={t('error')} skeleton={contentSkeleton}>
          {(data) => (
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 7 }}>
                <Checklist items={data.checklist} />
              </Grid>
              <Grid size={{ xs: 12, md: 5 }}>
                <SamplePosts posts={data.samplePosts} />
              </Grid>
            </Grid>
          )}
        </QueryPart>
      </Box>
      <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
        <Button component={RouterLink} to={paths.referral()} variant="contained">
          {t('toHub')}
        </Button>
        <Button component={RouterLink} to={paths.referral({ utm: 'builder' })} variant="outlined">
          {t('toUtm')}
        </Button>
      </Stack>
    </PageFrame>
  );
}
