import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useDeferredQuery } from '@/api/useDeferredQuery';
import { useTranslation } from 'react-i18next';
import type { Accrual } from '@octoss/contract/accruals';
import { buttonColumn, DataTable, loadingPageOf, pagingOf } from '@/components/DataTable';
import { DateTime } from '@/components/DateTime';
import { QueryPart } from '@/components/QueryPart';
import { ExchangeName } from '@/components/ExchangeName';
import { Money } from '@/components/Money';
import { StatusChip } from '@/components/StatusChip';
import { useRuleValues } from '@/i18n/useRuleValues';
import { accrualsQuery } from './api';

export function AccrualHistory() {
  const { t } = useTranslation('payback');
  const rules = useRuleValues();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Accrual | null>(null);
  const accruals = useDeferredQuery(accrualsQuery(page));
  return (
    <section aria-labelledby="accruals-title">
      <Typography id="accruals-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('accruals.title')}
      </Typography>
      <QueryPart
        query={accruals}
        errorTitle={t('accruals.error')}
        skeleton={<Skeleton variant="rounded" height={240} />}
      >
        {(data) => (
          <DataTable
            caption={t('accruals.title')}
            rows={data.items}
            rowKey={(row) => row.id}
            emptyText={t('accruals.empty')}
            paging={pagingOf(data, setPage, (from, to, count) => t('accruals.range', { from, to, count }))}
            loadingPage={loadingPageOf(accruals, page)}
            columns={[
              { key: 'date', header: t('accruals.date'), render: (row) => <DateTime value={row.accrualAt} /> },
              { key: 'exchange', header: t('accruals.exchange'), render: (row) => <ExchangeName id={row.exchange} /> },
              {
                key: 'gross',
                header: t('accruals.gross'),
                align: 'right',
                render: (row) => <Money value={row.gross} />,
              },
              { key: 'net', header: t('accruals.net'), align: 'right', render: (row) => <Money value={row.net} /> },
              {
                key: 'status',
                header: t('accruals.status'),
                render: (row) => (
                  <StatusChip
                    tone={row.status === 'POSTED' ? 'success' : 'info'}
                    label={t(`accruals.statuses.${row.status}`)}
                  />
                ),
              },
              buttonColumn<Accrual>(
                'view',
                t('accruals.actions'),
                t('accruals.view'),
                (row) => t('accruals.viewLabel', { id: row.id }),
                setSelected,
              ),
            ]}
          />
        )}
      </QueryPart>
      <Dialog open={Boolean(selected)} onClose={() => setSelected(null)} aria-labelledby="accrual-dialog-title">
        <DialogTitle id="accrual-dialog-title">{t('accruals.detail')}</DialogTitle>
        {selected && (
          <DialogContent>
            <Typography>
              {t('accruals.date')}: <DateTime value={selected.accrualAt} show="both" />
            </Typography>
            <Typography>
              {t('accruals.exchange')}: <ExchangeName id={selected.exchange} />
            </Typography>
            <Typography>
              {t('accruals.gross')}: <Money value={selected.gross} />
            </Typography>
            <Typography>
              {t('accruals.net')}: <Money value={selected.net} />
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('accruals.feeNote', rules)}
            </Typography>
          </DialogContent>
        )}
        <DialogActions>
          <Button onClick={() => setSelected(null)}>{t('accruals.close')}</Button>
        </DialogActions>
      </Dialog>
    </section>
  );
}
