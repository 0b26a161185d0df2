import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  reconciliationSortFields,
  type Reconciliation,
  type ReconciliationSortField,
} from '@octoss/contract/reconciliations';
import { DataTable, type Column } from '@/components/DataTable';
import { DateTime } from '@/components/DateTime';
import { ExchangeName } from '@/components/ExchangeName';
import { Money } from '@/components/Money';
import { StatusChip } from '@/components/StatusChip';
import { TxHash } from '@/components/TxHash';
import type { Sort } from '@/domain/sort';

const tones = { MATCHED: 'success', DISCREPANCY: 'warning', UNMATCHED: 'default' } as const;

type Props = {
  rows: Reconciliation[];
  paging: { page: number; pageSize: number; total: number; onPageChange: (page: number) => void };
  sort: Sort<ReconciliationSortField>;
  onSortChange: (field: ReconciliationSortField) => void;
  onReport: (record: Reconciliation) => void;
  onVerify: (record: Reconciliation) => void;
  /** A Verify button is pointed at or focused: its dialog may start loading. */
  onVerifyIntent?: () => void;
  /** The page loading while these rows stay on screen (DataTable's `loadingPage`). */
  loadingPage: number | null;
};

const isSortField = (key: string): key is ReconciliationSortField =>
  (reconciliationSortFields as readonly string[]).includes(key);

/** A record's card on a phone, for its skeleton: the columns below, two of them with a button (copy, verify or report). */
export const reconciliationCard = { fields: 7, controls: 2 };

export function ReconciliationTable({
  rows,
  paging,
  sort,
  onSortChange,
  onReport,
  onVerify,
  onVerifyIntent,
  loadingPage,
}: Props) {
  const { t } = useTranslation('trustboard');
  // The same columns from render to render, so rows whose data did not change are not drawn again.
  const columns = useMemo<Column<Reconciliation>[]>(
    () => [
      {
        key: 'state',
        header: t('table.state'),
        render: (row) => <StatusChip tone={tones[row.state]} label={t(`states.${row.state}`)} />,
      },
      { key: 'source', header: t('table.source'), render: (row) => t(`sources.${row.sourceLabel}`) },
      { key: 'exchange', header: t('table.exchange'), render: (row) => <ExchangeName id={row.exchange} /> },
      {
        key: 'amount',
        header: t('table.amount'),
        align: 'right',
        sortable: true,
        render: (row) => <Money value={row.amount} signed />,
      },
      {
        key: 'tx',
        header: t('table.tx'),
        render: (row) =>
          row.txHash ? (
            <TxHash
              hash={row.txHash}
              copyLabel={t('table.copy', { id: row.id })}
              explorerLabel={t('table.explorer', { id: row.id })}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('table.pending')}
            </Typography>
          ),
      },
      {
        key: 'timestamp',
        header: t('table.timestamp'),
        sortable: true,
        render: (row) => <DateTime value={row.timestamp} show="both" />,
      },
      {
        key: 'actions',
        header: t('table.actions'),
        render: (row) => (
          <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            {row.state === 'DISCREPANCY' &&
              (row.disputed ? (
                <Typography variant="body2" component="span" color="text.secondary">
                  {t('table.reported')}
                </Typography>
              ) : (
                <Button size="small" color="warning" variant="outlined" onClick={() => onReport(row)}>
                  {t('table.report')}
                </Button>
              ))}
            <Button
              size="small"
              aria-label={t('table.verifyLabel', { id: row.id })}
              onClick={() => onVerify(row)}
              onPointerEnter={onVerifyIntent}
              onFocus={onVerifyIntent}
            >
              {t('table.verify')}
            </Button>
          </Box>
        ),
      },
    ],
    [t, onReport, onVerify, onVerifyIntent],
  );
  return (
    <DataTable
      caption={t('table.title')}
      rows={rows}
      rowKey={(row) => row.id}
      emptyText={t('table.empty')}
      paging={{ ...paging, labelDisplayedRows: (from, to, count) => t('table.range', { from, to, count }) }}
      sort={{
        key: sort.field,
        direction: sort.direction,
        onChange: (key) => isSortField(key) && onSortChange(key),
        label: (column, direction) =>
          direction ? t(`table.sort.${direction}`, { column }) : t('table.sort.by', { column }),
      }}
      columns={columns}
      loadingPage={loadingPage}
    />
  );
}
