import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Reconciliation } from '@/api/contract/reconciliations';
import { DataTable } from '@/components/DataTable';
import { DateTime } from '@/components/DateTime';
import { ExchangeName } from '@/components/ExchangeName';
import { Money } from '@/components/Money';
import { StatusChip } from '@/components/StatusChip';
import { TxHash } from '@/components/TxHash';

const tones = { MATCHED: 'success', DISCREPANCY: 'warning', UNMATCHED: 'default' } as const;

type Props = {
  rows: Reconciliation[];
  paging: { page: number; pageSize: number; total: number; onPageChange: (page: number) => void };
  onReport: (record: Reconciliation) => void;
};

export function ReconciliationTable({ rows, paging, onReport }: Props) {
  const { t } = useTranslation('trustboard');
  return (
    <DataTable
      caption={t('table.title')}
      rows={rows}
      rowKey={(row) => row.id}
      emptyText={t('table.empty')}
      paging={{ ...paging, labelDisplayedRows: (from, to, count) => t('table.range', { from, to, count }) }}
      columns={[
        { key: 'state', header: t('table.state'), render: (row) => <StatusChip tone={tones[row.state]} label={t(`states.${row.state}`)} /> },
        { key: 'source', header: t('table.source'), render: (row) => t(`sources.${row.sourceLabel}`) },
        { key: 'exchange', header: t('table.exchange'), render: (row) => <ExchangeName id={row.exchange} /> },
        { key: 'amount', header: t('table.amount'), align: 'right', render: (row) => <Money value={row.amount} signed /> },
        {
          key: 'tx',
          header: t('table.tx'),
          render: (row) =>
            row.txHash ? (
              <TxHash hash={row.txHash} copyLabel={t('table.copy', { id: row.id })} explorerLabel={t('table.explorer', { id: row.id })} />
            ) : (
              <Typography variant="body2" color="text.secondary">{t('table.pending')}</Typography>
            ),
        },
        { key: 'time', header: t('table.timestamp'), render: (row) => <DateTime value={row.timestamp} show="both" /> },
        {
          key: 'actions',
          header: t('table.actions'),
          render: (row) =>
            row.state === 'DISCREPANCY' ? (
              row.disputed ? <Typography variant="body2" color="text.secondary">{t('table.reported')}</Typography> : <Button size="small" color="warning" variant="outlined" onClick={() => onReport(row)}>{t('table.report')}</Button>
            ) : null,
        },
      ]}
    />
  );
}
