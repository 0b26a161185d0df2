import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useDeferredQuery } from '@/api/useDeferredQuery';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ErrorState';
import { StatCard } from '@/components/StatCard';
import { formatInteger, formatPercent, splitDuration } from '@/domain/format';
import { useLocale } from '@/lib/useLocale';
import { proofMetricsQuery } from '../api';
import { Section } from './Section';
import { paths } from '@/app/paths';

/** The public proof figures, fetched from the API: the rest of the page never waits for them. */
export function ProofMetrics() {
  const { t } = useTranslation('landing');
  const locale = useLocale();
  const { data, isPending, isError, refetch } = useDeferredQuery(proofMetricsQuery);
  const cards = data && [
    { key: 'reconciliations', value: formatInteger(data.reconciliationsThisWeek, locale) },
    { key: 'medianClaim', value: t('common:duration.minutesSeconds', splitDuration(data.medianClaimTimeSeconds)) },
    { key: 'discrepancy', value: formatPercent(data.discrepancyRate, locale) },
  ];
  return (
    <Section id="proof" title={t('proof.title')} subtitle={t('proof.subtitle')} tinted>
      {isError ? (
        <ErrorState title={t('proof.error')} onRetry={() => void refetch()} />
      ) : (
        <Grid container spacing={2} aria-busy={isPending}>
          {(cards ?? [{ key: 'reconciliations' }, { key: 'medianClaim' }, { key: 'discrepancy' }]).map((card) => (
            <Grid key={card.key} size={{ xs: 12, md: 4 }}>
              <StatCard
                headingLevel="h3"
                label={t(`proof.${card.key}`)}
                value={'value' in card ? card.value : <Skeleton width="60%" />}
              />
            </Grid>
          ))}
        </Grid>
      )}
      <Stack sx={{ alignItems: 'center', mt: 4 }}>
        <Button component={RouterLink} to={paths.trustboard()} variant="outlined">
          {t('proof.cta')}
        </Button>
      </Stack>
    </Section>
  );
}
