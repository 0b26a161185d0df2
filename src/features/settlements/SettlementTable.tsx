import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useDeferredQuery } from '@/api/useDeferredQuery';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { exchangesQuery } from '@/api/sharedQueries';
import type { Settlement } from '@octoss/contract/settlements';
import { DateTime } from '@/components/DateTime';
import { DataTable } from '@/components/DataTable';
import { formatPeriod } from '@/domain/period';
import { QueryError, QueryPart } from '@/components/QueryPart';
import { ExchangeName } from '@/components/ExchangeName';
import { Money } from '@/components/Money';
import { StatusChip } from '@/components/StatusChip';
import { toast } from '@/lib/toast';
import { settlementsQuery, useRequestSettlement } from './api';
import { useStatusToasts } from './useStatusToasts';
import { paths } from '@/app/paths';

const tones = { PENDING: 'default', REQUESTED: 'info', PROCESSING: 'warning', PAID: 'success' } as const;

export function SettlementTable({ type }: { type: 'EXCHANGE' | 'SPECIAL' }) {
  const { t } = useTranslation(['settlements', 'common']);
  const settlements = useDeferredQuery(settlementsQuery(type));
  const exchangesResult = useQuery(exchangesQuery);
  const exchanges = exchangesResult.data ?? [];
  const exchangeUrl = (row: Settlement) => exchanges.find((exchange) => exchange.id === row.exchange)?.url;
  const request = useRequestSettlement();
  const [confirming, setConfirming] = useState<Settlement | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  useStatusToasts(settlements.data?.items);

  // One Idempotency-Key per request of one settlement: confirming again after a failure re-sends
  // it (the server may have received the first), and a new key comes only once this one is done.
  const close = () => {
    setConfirming(null);
    setIdempotencyKey(crypto.randomUUID());
  };
  const confirm = () => {
    if (!confirming) return;
    const { id } = confirming;
    request.send(
      { id, idempotencyKey },
      {
        onSuccess: () => {
          toast({
            title: t('toast.requested'),
            description: t('toast.requestedDescription'),
            topic: `settlement-${id}`,
          });
          close();
        },
        onError: () => toast({ title: t('toast.failed'), severity: 'error', topic: `settlement-${id}` }),
      },
    );
  };

  return (
    <QueryPart query={settlements} errorTitle={t('error')} skeleton={<Skeleton variant="rounded" height={240} />}>
      {(data) => (
        <>
          {type === 'EXCHANGE' && <QueryError query={exchangesResult} title={t('common:errors.exchanges')} />}
          <DataTable
            caption={t(`tabs.${type}`)}
            rows={data.items}
            rowKey={(row) => row.id}
            emptyText={t('empty')}
            columns={[
              { key: 'exchange', header: t('table.exchange'), render: (row) => <ExchangeName id={row.exchange} /> },
              {
                key: 'period',
                header: t('table.period'),
                render: (row) => (
                  <>
                    <DateTime value={row.periodFrom} /> – <DateTime value={row.periodTo} />
                  </>
                ),
              },
              { key: 'gross', header: t('table.gross'), align: 'right', render: (row) => <Money value={row.gross} /> },
              { key: 'net', header: t('table.net'), align: 'right', render: (row) => <Money value={row.net} /> },
              {
                key: 'status',
                header: t('table.status'),
                render: (row) => <StatusChip tone={tones[row.status]} label={t(`statuses.${row.status}`)} />,
              },
              ...(type === 'SPECIAL'
                ? [{ key: 'note', header: t('table.note'), render: (row: Settlement) => row.note ?? '—' }]
                : []),
              {
                key: 'actions',
                header: t('table.actions'),
                render: (row) =>
                  type === 'EXCHANGE' ? (
                    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                      {exchangeUrl(row) && (
                        <Link href={exchangeUrl(row)} target="_blank" rel="noopener noreferrer">
                          {t('table.goToExchange')}
                        </Link>
                      )}
                      <Link
                        component={RouterLink}
                        to={paths.trustboard({ period: formatPeriod({ from: row.periodFrom, to: row.periodTo }) })}
                      >
                        {t('table.proof')}
                      </Link>
                    </Stack>
                  ) : row.status === 'PENDING' ? (
                    <Button size="small" variant="outlined" onClick={() => setConfirming(row)}>
                      {t('table.request')}
                    </Button>
                  ) : null,
              },
            ]}
          />
          <Dialog open={Boolean(confirming)} onClose={close} aria-labelledby="request-title">
            <DialogTitle id="request-title">{t('dialog.title')}</DialogTitle>
            <DialogContent>
              <DialogContentText>{t('dialog.text')}</DialogContentText>
              {confirming && (
                <DialogContentText sx={{ mt: 1, fontWeight: 700 }}>
                  <Money value={confirming.net} /> · {confirming.note}
                </DialogContentText>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>{t('dialog.cancel')}</Button>
              <Button variant="contained" onClick={confirm} {...request.button}>
                {t('dialog.confirm')}
              </Button>
            </DialogActions>
          </Dialog>
        </>
      )}
    </QueryPart>
  );
}
