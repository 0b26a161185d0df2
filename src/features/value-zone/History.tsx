import { useState } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { useDeferredQuery } from '@/api/useDeferredQuery';
import { useTranslation } from 'react-i18next';
import { DataTable, loadingPageOf, pagingOf } from '@/components/DataTable';
import { DateTime } from '@/components/DateTime';
import { QueryPart } from '@/components/QueryPart';
import { formatInteger } from '@/domain/format';
import { useLocale } from '@/i18n/useLocale';
import { pointsHistoryQuery } from './api';

/** The points history, page by page. */
export function History() {
  const { t } = useTranslation('value-zone');
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const history = useDeferredQuery(pointsHistoryQuery(page));
  return (
    <QueryPart query={history} errorTitle={t('errors.history')} skeleton={<Skeleton variant="rounded" height={240} />}>
      {(data) => (
        <DataTable
          caption={t('tabs.history')}
          rows={data.items}
          rowKey={(entry) => entry.id}
          emptyText={t('history.empty')}
          paging={pagingOf(data, setPage, (from, to, count) => t('history.range', { from, to, count }))}
          loadingPage={loadingPageOf(history, page)}
          columns={[
            { key: 'date', header: t('history.date'), render: (entry) => <DateTime value={entry.date} /> },
            { key: 'source', header: t('history.source'), render: (entry) => t(`sources.${entry.source}`) },
            {
              key: 'delta',
              header: t('history.delta'),
              align: 'right',
              render: (entry) => (entry.delta > 0 ? `+${entry.delta}` : entry.delta),
            },
            {
              key: 'balance',
              header: t('history.balance'),
              align: 'right',
              render: (entry) => formatInteger(entry.balance, locale),
            },
            { key: 'note', header: t('history.note'), render: (entry) => entry.note },
          ]}
        />
      )}
    </QueryPart>
  );
}
