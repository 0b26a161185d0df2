import { memo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProofPeriod } from '@octoss/contract/proof';
import { useDeferredQuery } from '@/api/useDeferredQuery';
import { DataTableSkeleton, pagingOf } from '@/components/DataTable';
import { EmptyState } from '@/components/EmptyState';
import { QueryPart } from '@/components/QueryPart';
import { formatInteger } from '@/domain/format';
import { useLocale } from '@/i18n/useLocale';
import { proofKeyQuery, proofPeriodsQuery } from '../api';
import { LedgerProofTable, ledgerProofCard } from './LedgerProofTable';
import { useProofMemory } from './memory';
import { OwnerKeyPanel } from './OwnerKeyPanel';
import { ProofLimits, SigningKey } from './SigningKey';
import { useNearScreen, usePeriodChecks, type SeenStatus } from './usePeriodChecks';

const noRows: ProofPeriod[] = [];

/** The newest checkpoint against the one this browser saw before, in a line (an alert when it was rewritten). */
function SeenLine({ status, failed }: { status: SeenStatus | undefined; failed: boolean }) {
  const { t } = useTranslation('trustboard');
  const locale = useLocale();
  if (failed)
    return (
      <Alert severity="warning" variant="outlined">
        {t('proof.seen.failed')}
      </Alert>
    );
  if (!status) return null;
  const week = status.kind === 'extends' || status.kind === 'forked' ? status.seen.period : status.latest.id;
  const text = t(`proof.seen.${status.kind}`, {
    week,
    before: status.kind === 'restarted' ? formatInteger(status.seen.treeSize, locale) : undefined,
    now: formatInteger(status.latest.treeSize, locale),
  });
  const severity =
    status.kind === 'forked' || status.kind === 'unsigned'
      ? 'error'
      : status.kind === 'restarted'
        ? 'warning'
        : 'success';
  return (
    <Alert severity={severity} variant="outlined" role={severity === 'error' ? 'alert' : 'status'}>
      {text}
    </Alert>
  );
}

/**
 * The ledger proof on the Trustboard, signed in or out: the weekly checkpoints (newest first), the
 * key that signs them, what the proof proves and what not, and for a signed-in trader the owner
 * key. The weeks load once the trader's own records have (`after`), or when the section comes near
 * the screen; the browser's checks (signatures, consistency) run once it is near the screen.
 * Memoised: the records table's updates (a page, a sort, a filter) do not render it again.
 */
export const LedgerProofSection = memo(function LedgerProofSection({
  signedIn,
  after,
}: {
  signedIn: boolean;
  after: boolean;
}) {
  const { t } = useTranslation('trustboard');
  const ref = useRef<HTMLElement>(null);
  const near = useNearScreen(ref);
  const [page, setPage] = useState(1);
  const periods = useDeferredQuery({ ...proofPeriodsQuery(page), enabled: near || after });
  const key = useQuery({ ...proofKeyQuery, enabled: near || after });
  const { scope } = useProofMemory();
  const rows = periods.data?.items ?? noRows;
  const checks = usePeriodChecks(rows, { page, scope, enabled: near && rows.length > 0 });
  return (
    <section aria-labelledby="ledger-proof-title" ref={ref}>
      <Typography id="ledger-proof-title" variant="h6" component="h2">
        {t('proof.title')}
      </Typography>
      <Stack spacing={2} sx={{ mt: 1 }}>
        <Typography color="text.secondary">{t('proof.intro')}</Typography>
        <SigningKey query={key} />
        <ProofLimits />
        {signedIn && <OwnerKeyPanel />}
        <SeenLine status={checks.seen} failed={checks.failed} />
        <QueryPart
          query={periods}
          errorTitle={t('proof.error')}
          skeleton={<DataTableSkeleton rows={4} card={ledgerProofCard} />}
          empty={<EmptyState title={t('proof.empty')} description={t('proof.emptyText')} />}
        >
          {(loaded) => (
            <LedgerProofTable rows={loaded.items} paging={pagingOf(loaded, setPage)} checkOf={checks.checkOf} />
          )}
        </QueryPart>
      </Stack>
    </section>
  );
});
