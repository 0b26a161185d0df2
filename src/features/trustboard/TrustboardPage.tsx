import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Reconciliation } from '@/api/contract/reconciliations';
import { ErrorState } from '@/components/ErrorState';
import { PageMeta } from '@/components/PageMeta';
import { parsePeriod } from '@/domain/period';
import { reconciliationsQuery } from './api';
import { CountCards } from './CountCards';
import { DisputeDialog } from './DisputeDialog';
import { ReconciliationTable } from './ReconciliationTable';

/** Filters live in the URL (?filter=discrepancy, ?period={from}_{to}, ?page=n) so a view can be linked. */
export default function TrustboardPage() {
  const { t } = useTranslation(['trustboard', 'common']);
  const [params, setParams] = useSearchParams();
  const [reporting, setReporting] = useState<Reconciliation | null>(null);
  const discrepancyOnly = params.get('filter') === 'discrepancy';
  const period = parsePeriod(params.get('period'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, isPending, isError, refetch } = useQuery(reconciliationsQuery({ page, discrepancyOnly, period }));

  const update = (change: (next: URLSearchParams) => void) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      change(next);
      return next;
    });
  const removeFilter = (name: 'filter' | 'period') => update((next) => {
    next.delete(name);
    next.delete('page');
  });

  return (
    <>
      <PageMeta title={t('common:pages.trustboard.title')} description={t('common:pages.trustboard.description')} />
      <Typography variant="h1" sx={{ fontSize: '2rem' }}>{t('title')}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>{t('subtitle')}</Typography>
      <Stack spacing={3}>
        <CountCards period={period} />
        <section aria-labelledby="reconciliation-title">
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
            <Typography id="reconciliation-title" variant="h6" component="h2" sx={{ mr: 1 }}>{t('table.title')}</Typography>
            {discrepancyOnly && <Chip label={t('filters.discrepancy')} aria-label={t('filters.remove', { name: t('filters.discrepancy') })} onClick={() => removeFilter('filter')} onDelete={() => removeFilter('filter')} color="warning" />}
            {period && <Chip label={t('filters.period', period)} aria-label={t('filters.remove', { name: t('filters.period', period) })} onClick={() => removeFilter('period')} onDelete={() => removeFilter('period')} color="info" />}
          </Stack>
          {isPending ? (
            <Skeleton variant="rounded" height={320} />
          ) : isError ? (
            <ErrorState title={t('error')} onRetry={() => void refetch()} />
          ) : (
            <ReconciliationTable
              rows={data.items}
              paging={{ page: data.page, pageSize: data.pageSize, total: data.total, onPageChange: (next) => update((search) => search.set('page', String(next))) }}
              onReport={setReporting}
            />
          )}
        </section>
        <Alert severity="info" variant="outlined">
          <AlertTitle>{t('commitment.title')}</AlertTitle>
          {t('commitment.text')}
        </Alert>
      </Stack>
      <DisputeDialog record={reporting} onClose={() => setReporting(null)} />
    </>
  );
}
