import { memo } from 'react';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReconciliationSummary } from '@octoss/contract/reconciliations';
import { QueryPart } from '@/components/QueryPart';
import { StatCard } from '@/components/StatCard';
import type { Period } from '@/domain/period';
import { summaryQuery } from './api';

const cards = [
  { state: 'matched', tone: 'success' },
  { state: 'discrepancy', tone: 'warning' },
  { state: 'unmatched', tone: 'default' },
] as const;

/** Memoised: the page's updates (a page of records, a sort) leave the summary as it is. */
export const CountCards = memo(function CountCards({ period }: { period: Period | null }) {
  const { t } = useTranslation('trustboard');
  const summary = useQuery(summaryQuery(period));
  const grid = (data?: ReconciliationSummary) => (
    <Grid container spacing={2}>
      {cards.map(({ state, tone }) => (
        <Grid key={state} size={{ xs: 12, sm: 4 }}>
          <StatCard
            label={t(`counts.${state}.label`)}
            value={data ? data.counts[state] : <Skeleton width={60} />}
            hint={t(`counts.${state}.hint`)}
            tone={tone}
          />
        </Grid>
      ))}
    </Grid>
  );
  return (
    <QueryPart query={summary} errorTitle={t('counts.error')} skeleton={grid()}>
      {grid}
    </QueryPart>
  );
});
