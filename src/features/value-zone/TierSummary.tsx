import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeferredQuery } from '@/api/useDeferredQuery';
import { useTranslation } from 'react-i18next';
import { sessionQuery } from '@/api/sharedQueries';
import { pointSources, type PointSource } from '@octoss/contract/points';
import { errorCodes } from '@octoss/contract/errors';
import { isApiError } from '@/api/errors';
import type { Session } from '@octoss/contract/session';
import { QueryPart } from '@/components/QueryPart';
import { SelectField } from '@/components/form/SelectField';
import { formatInteger } from '@/domain/format';
import { toast } from '@/lib/toast';
import { useLocale } from '@/i18n/useLocale';
import { useEarnPoints, useRecalculateTier } from './api';

/** The card's place while the session loads: its height (controls stacked on a phone, in a row from sm), so the tabs below stay put. */
export function TierSummary() {
  const { t } = useTranslation('common');
  // The card holds a form (a Select, two buttons): its first render is a transition, not one long task.
  const session = useDeferredQuery(sessionQuery);
  return (
    <QueryPart
      query={session}
      errorTitle={t('errors.session')}
      skeleton={<Skeleton variant="rounded" sx={{ height: { xs: 315, sm: 210 } }} />}
    >
      {(me) => <TierCard me={me} />}
    </QueryPart>
  );
}

function TierCard({ me }: { me: Session }) {
  const { t } = useTranslation('value-zone');
  const locale = useLocale();
  const [source, setSource] = useState<PointSource>('PAYBACK');
  const earn = useEarnPoints();
  const recalc = useRecalculateTier();
  // The server's progress, the figure the Dashboard shows too.
  const progress = me.nextTierPct;
  return (
    <Card component="section" aria-labelledby="tier-summary-title">
      <CardContent>
        <Typography id="tier-summary-title" variant="h6" component="h2">
          {t('summary.title', { tier: t(`tiers:names.${me.tier}`) })}
        </Typography>
        <Typography color="text.secondary">
          {t('summary.points', { points: formatInteger(me.oCTOSSPoints, locale) })}
        </Typography>
        <Typography variant="body2" sx={{ mt: 2 }} id="tier-progress">
          {me.nextTier
            ? t('summary.progress', { percent: progress, tier: t(`tiers:names.${me.nextTier}`) })
            : t('summary.top')}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-labelledby="tier-progress"
          sx={{ height: 10, borderRadius: 5, mt: 1, mb: 3 }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <SelectField
            size="small"
            label={t('summary.source')}
            value={source}
            onChange={(event) => setSource(event.target.value as PointSource)}
            options={pointSources.map((name) => ({ value: name, label: t(`sources.${name}`) }))}
            sx={{ minWidth: 160 }}
          />
          <Button
            variant="contained"
            {...earn.button}
            onClick={() =>
              earn.send(source, {
                onSuccess: (entry) =>
                  toast({
                    title: t('toast.earned'),
                    description: t('toast.earnedText', { points: entry.delta }),
                    topic: 'earn-points',
                  }),
                onError: (error) =>
                  toast({
                    title:
                      isApiError(error) && error.code === errorCodes.weeklyCapReached
                        ? t('toast.cap')
                        : t('toast.failed'),
                    severity: 'error',
                    topic: 'earn-points',
                  }),
              })
            }
          >
            {t('summary.earn')}
          </Button>
          <Button
            variant="outlined"
            {...recalc.button}
            onClick={() =>
              recalc.send(undefined, {
                onSuccess: (result) =>
                  toast({
                    title: t('toast.recalculated'),
                    description: t('toast.recalculatedText', { tier: t(`tiers:names.${result.tier}`) }),
                    topic: 'recalculate-tier',
                  }),
                onError: () => toast({ title: t('toast.failed'), severity: 'error', topic: 'recalculate-tier' }),
              })
            }
          >
            {t('summary.recalculate')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
