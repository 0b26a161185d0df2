import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useDeferredQuery } from '@/api/useDeferredQuery';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryPart } from '@/components/QueryPart';
import { StatCard } from '@/components/StatCard';
import { formatInteger, formatPercent, splitDuration } from '@/domain/format';
import { useLocale } from '@/i18n/useLocale';
import { proofMetricsQuery } from '../api';
import { Section } from './Section';
import { paths } from '@/app/paths';

const figures = ['reconciliations', 'medianClaim', 'discrepancy'] as const;

/** The public proof figures, fetched from the API: the rest of the page never waits for them. */
export function ProofMetrics() {
  const { t } = useTranslation('landing');
  const locale = useLocale();
  const metrics = useDeferredQuery(proofMetricsQuery);
  /** The three figures, or their skeletons while they load. */
  const cards = (values?: Record<(typeof figures)[number], string>) => (
    <Grid container spacing={2} aria-busy={!values}>
      {figures.map((key) => (
        <Grid key={key} size={{ xs: 12, md: 4 }}>
          <StatCard headingLevel="h3" label={t(`proof.${key}`)} value={values?.[key] ?? <Skeleton width="60%" />} />
        </Grid>
      ))}
    </Grid>
  );
  return (
    <Section id="proof" title={t('proof.title')} subtitle={t('proof.subtitle')} tinted>
      <QueryPart query={metrics} errorTitle={t('proof.error')} skeleton={cards()}>
        {(data) =>
          cards({
            reconciliations: formatInteger(data.reconciliationsThisWeek, locale),
            medianClaim: t('common:duration.minutesSeconds', splitDuration(data.medianClaimTimeSeconds)),
            discrepancy: formatPercent(data.discrepancyRate, locale),
          })
        }
      </QueryPart>
      <Stack sx={{ alignItems: 'center', mt: 4 }}>
        <Button component={RouterLink} to={paths.trustboard()} variant="outlined">
          {t('proof.cta')}
        </Button>
      </Stack>
    </Section>
  );
}
