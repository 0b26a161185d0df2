import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredQuery } from '@/api/useDeferredQuery';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Reconciliation } from '@octoss/contract/reconciliations';
import { DataTableSkeleton, loadingPageOf, pagingOf } from '@/components/DataTable';
import { QueryPart } from '@/components/QueryPart';
import { PageFrame } from '@/components/PageFrame';
import { useOpenedOnce } from '@/lib/useOpenedOnce';

import { reconciliationPageSize, reconciliationsQuery } from './api';
import { CountCards } from './CountCards';
import { filtersOf, sortBy } from './filters';
import DisputeDialog from './DisputeDialog';
import { ReconciliationTable, reconciliationCard } from './ReconciliationTable';
import { LedgerProofSection } from './proof/LedgerProofSection';

/**
 * Verify's dialog is a chunk of its own, fetched when a Verify button is first pointed at or
 * focused (or clicked); the hashing code it runs loads only once it opens (proof/verifier.ts).
 */
const loadVerifyDialog = () => import('./proof/VerifyDialog');
const VerifyDialog = lazy(loadVerifyDialog);
const preloadVerifyDialog = () => void loadVerifyDialog();

/** Filters, page and sort live in the URL (see filters.ts) so a view can be linked. */
export default function TrustboardPage() {
  const { t } = useTranslation(['trustboard', 'common']);
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [reporting, setReporting] = useState<Reconciliation | null>(null);
  const [verifying, setVerifying] = useState<Reconciliation | null>(null);
  const disputeMounted = useOpenedOnce(reporting !== null);
  const verifyMounted = useOpenedOnce(verifying !== null);
  // One object per address: the parts given its values (the summary's period) skip the renders of other updates.
  const filters = useMemo(() => filtersOf(params), [params]);
  const { discrepancyOnly, period } = filters;
  const reconciliations = useDeferredQuery(reconciliationsQuery(filters));
  const { data } = reconciliations;

  /** A new view: its request starts in the click itself, not after the page has rendered the new URL. */
  const update = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    void queryClient.prefetchQuery(reconciliationsQuery(filtersOf(next)));
    setParams(next);
  };
  const setFilter = (name: 'filter' | 'period', value: string | null) =>
    update((next) => {
      if (value === null) next.delete(name);
      else next.set(name, value);
      next.delete('page');
    });
  const onPageChange = (page: number) => update((next) => next.set('page', String(page)));

  // The next page is fetched while this one is read, so paging forward shows it at once.
  const hasNextPage = data !== undefined && data.page * data.pageSize < data.total;
  const search = params.toString();
  useEffect(() => {
    if (!hasNextPage) return;
    const next = new URLSearchParams(search);
    next.set('page', String(filtersOf(next).page + 1));
    void queryClient.prefetchQuery(reconciliationsQuery(filtersOf(next)));
  }, [hasNextPage, search, queryClient]);

  return (
    <PageFrame page="trustboard">
      <Stack spacing={3}>
        <CountCards period={period} />
        <section aria-labelledby="reconciliation-title">
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
            <Typography id="reconciliation-title" variant="h6" component="h2" sx={{ mr: 1 }}>
              {t('table.title')}
            </Typography>
            {discrepancyOnly ? (
              <Chip
                label={t('filters.discrepancy')}
                aria-label={t('filters.remove', { name: t('filters.discrepancy') })}
                onClick={() => setFilter('filter', null)}
                onDelete={() => setFilter('filter', null)}
                color="warning"
              />
            ) : (
              <Chip
                label={t('filters.discrepancy')}
                aria-label={t('filters.apply', { name: t('filters.discrepancy') })}
                onClick={() => setFilter('filter', 'discrepancy')}
                variant="outlined"
              />
            )}
            {period && (
              <Chip
                label={t('filters.period', period)}
                aria-label={t('filters.remove', { name: t('filters.period', period) })}
                onClick={() => setFilter('period', null)}
                onDelete={() => setFilter('period', null)}
                color="info"
              />
            )}
          </Stack>
          <QueryPart
            query={reconciliations}
            errorTitle={t('error')}
            skeleton={<DataTableSkeleton rows={reconciliationPageSize} card={reconciliationCard} sortable />}
          >
            {(loaded) => (
              <ReconciliationTable
                rows={loaded.items}
                paging={pagingOf(loaded, onPageChange)}
                sort={filters.sort}
                onSortChange={(field) => update((next) => sortBy(next, field))}
                onReport={setReporting}
                onVerify={setVerifying}
                onVerifyIntent={preloadVerifyDialog}
                loadingPage={loadingPageOf(reconciliations, filters.page)}
              />
            )}
          </QueryPart>
        </section>
        <LedgerProofSection signedIn={data !== undefined} after={!reconciliations.isPending} />
        <Alert severity="info" variant="outlined">
          <AlertTitle>{t('commitment.title')}</AlertTitle>
          {t('commitment.text')}
        </Alert>
      </Stack>
      {disputeMounted && <DisputeDialog record={reporting} onClose={() => setReporting(null)} />}
      {verifyMounted && (
        <Suspense fallback={null}>
          <VerifyDialog record={verifying} onClose={() => setVerifying(null)} />
        </Suspense>
      )}
    </PageFrame>
  );
}
