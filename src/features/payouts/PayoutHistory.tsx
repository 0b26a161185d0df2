import { useState } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { useDeferredQuery } from '@/api/useDeferredQuery';
import { useTranslation } from 'react-i18next';
import type { Payout } from '@octoss/contract/payouts';
import { buttonColumn, DataTable, loadingPageOf, pagingOf } from '@/components/DataTable';
import { DateTime } from '@/components/DateTime';
import { QueryPart } from '@/components/QueryPart';
import { Money } from '@/components/Money';
import { StatusChip } from '@/components/StatusChip';
import { TxHash } from '@/components/TxHash';
import { payoutsQuery } from './api';
import { PayoutDetails } from './PayoutDetails';

/** The Completed (or Processing) tab: paged history from the API. */
export function PayoutHistory({ status }: { status: 'COMPLETED' | 'PROCESSING' }) {
  const { t } = useTranslation('payouts');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Payout | null>(null);
  const payouts = useDeferredQuery(payoutsQuery(status, page));
  return (
    <QueryPart query={payouts} errorTitle={t('history.error')} skeleton={<Skeleton variant="rounded" height={200} />}>
      {(data) => (
        <>
          <DataTable
            caption={t('history.caption')}
            rows={data.items}
            rowKey={(row) => row.id}
            emptyText={status === 'PROCESSING' ? t('history.processingEmpty') : t('history.empty')}
            paging={pagingOf(data, setPage, (from, to, count) => t('history.range', { from, to, count }))}
            loadingPage={loadingPageOf(payouts, page)}
            columns={[
              { key: 'date', header: t('history.date'), render: (row) => <DateTime value={row.timestamp} /> },
              {
                key: 'amount',
                header: t('history.amount'),
                align: 'right',
                render: (row) => <Money value={row.amount} />,
              },
              {
                key: 'tx',
                header: t('history.tx'),
                render: (row) =>
                  row.txHash ? (
                    <TxHash
                      hash={row.txHash}
                      network={row.network}
                      copyLabel={t('history.copy')}
                      explorerLabel={t('history.explorer', { id: row.id })}
                    />
                  ) : (
                    t('history.statuses.PROCESSING')
                  ),
              },
              { key: 'note', header: t('history.note'), render: (row) => row.note },
              {
                key: 'status',
                header: t('history.status'),
                render: (row) => (
                  <StatusChip
                    tone={row.status === 'COMPLETED' ? 'success' : 'info'}
                    label={t(`history.statuses.${row.status}`)}
                  />
                ),
              },
              buttonColumn<Payout>(
                'view',
                t('history.view'),
                t('history.view'),
                (row) => t('history.viewLabel', { id: row.id }),
                setSelected,
              ),
            ]}
          />
          <PayoutDetails payout={selected} onClose={() => setSelected(null)} />
        </>
      )}
    </QueryPart>
  );
}
