import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeferredQuery } from '@/api/useDeferredQuery';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DateTime } from '@/components/DateTime';
import { QueryPart } from '@/components/QueryPart';
import { formatUsd } from '@/domain/format';
import { firstTierPaid } from '@/domain/tiers';
import type { Tier } from '@octoss/contract/tiers';
import { tiersQuery } from '@/api/sharedQueries';
import { useLocale } from '@/i18n/useLocale';
import { scheduleQuery } from './api';
import { paths } from '@/app/paths';

export function ScheduleCard() {
  const { t } = useTranslation(['payouts', 'common']);
  const locale = useLocale();
  const schedule = useDeferredQuery(scheduleQuery);
  const tiers = useDeferredQuery(tiersQuery);
  // The tier table the server answers names who gets which cadence; the cadence sits mid-sentence, hence lower case.
  const cadence = (frequency: 'Weekly' | 'Daily') =>
    t(`tiers:payoutFrequencies.${frequency}`).toLocaleLowerCase(locale);
  const tierPaid = (table: readonly Tier[], frequency: 'Weekly' | 'Daily') =>
    t(`tiers:names.${firstTierPaid(table, frequency) ?? 'Partner'}`);
  return (
    <Card component="section" aria-labelledby="schedule-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="schedule-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('schedule.title')}
        </Typography>
        <QueryPart
          query={schedule}
          errorTitle={t('schedule.error')}
          skeleton={<Skeleton variant="rounded" height={110} />}
        >
          {(data) => (
            <Stack component="dl" spacing={0.75} sx={{ m: 0 }}>
              {[
                [t('schedule.tier'), t(`tiers:names.${data.tier}`)],
                [t('schedule.frequency'), t(`tiers:payoutFrequencies.${data.frequency}`)],
                [t('schedule.minimum'), formatUsd(data.minimumClaim, locale)],
                [t('schedule.next'), <DateTime key="next" value={data.nextAutoPayoutAt} />],
              ].map(([label, value]) => (
                <Stack key={String(label)} direction="row" sx={{ justifyContent: 'space-between' }}>
                  <Typography component="dt" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                    {value}
                  </Typography>
                </Stack>
              ))}
            </Stack>
          )}
        </QueryPart>
        <QueryPart
          query={tiers}
          errorTitle={t('common:errors.tiers')}
          // The note's three lines on a phone, two from md: the tabs below stay where they are when it comes.
          skeleton={<Skeleton variant="rounded" sx={{ mt: 2, height: { xs: 60, md: 40 } }} />}
        >
          {(table) => (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {t('schedule.upgrade', {
                weeklyTier: tierPaid(table, 'Weekly'),
                weekly: cadence('Weekly'),
                dailyTier: tierPaid(table, 'Daily'),
                daily: cadence('Daily'),
              })}
            </Typography>
          )}
        </QueryPart>
        <Button
          component={RouterLink}
          to={paths['value-zone']({ tab: 'guide' })}
          variant="outlined"
          size="small"
          sx={{ mt: 1.5 }}
        >
          {t('schedule.levelUp')}
        </Button>
      </CardContent>
    </Card>
  );
}
