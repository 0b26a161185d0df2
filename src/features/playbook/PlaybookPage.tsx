import { useEffect } from 'react';
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
import { playbookQuery } from './api';
import { Checklist } from './Checklist';
import { SamplePosts } from './SamplePosts';
import { Targets } from './Targets';
import { paths } from '@/app/paths';

/**
 * While the plan loads, its subtitle (two lines on a phone) and its content hold their places: the
 * content's placeholder reaches below a phone's first screen, as the plan does, so the links under
 * it do not jump from the first screen to far below when it comes.
 */
const subtitleSkeleton = <Skeleton variant="rounded" sx={{ display: 'block', height: { xs: 48, sm: 24 } }} />;
const contentSkeleton = <Skeleton variant="rounded" sx={{ height: 640 }} />;

export default function PlaybookPage() {
  const { t } = useTranslation(['playbook', 'common']);
  const rules = useRuleValues();
  const { hash } = useLocation();
  const playbook = useDeferredQuery(playbookQuery);
  const { data } = playbook;

  // #first-claim (linked from the Partner Hub) is brought into view once the checklist is there.
  useEffect(() => {
    if (data && hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'center' });
  }, [data, hash]);

  const locale = useLocale();
  // The plan's figures as the server states them.
  const subtitle =
    data &&
    t('subtitle', {
      referrals: formatInteger(data.targets.referralsPerMonth, locale),
      retention: formatPercent(data.targets.retention, locale, 0),
      target: formatWholeUsd(data.targets.monthlyTarget, locale),
    });
  return (
    <PageFrame page="playbook" values={rules} subtitle={subtitle ?? (playbook.isError ? null : subtitleSkeleton)}>
      <QueryPart query={playbook} errorTitle={t('error')} skeleton={contentSkeleton}>
        {(data) => (
          <>
            <Targets targets={data.targets} />
            <Grid container spacing={2} sx={{ mt: 1 }}>
              <Grid size={{ xs: 12, md: 7 }}>
                <Checklist items={data.checklist} />
              </Grid>
              <Grid size={{ xs: 12, md: 5 }}>
                <SamplePosts posts={data.samplePosts} />
              </Grid>
            </Grid>
          </>
        )}
      </QueryPart>
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
