import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useDeferredQuery } from '@/api/useDeferredQuery';
import { useTranslation } from 'react-i18next';
import { exchangesQuery, sessionQuery, tiersQuery } from '@/api/sharedQueries';
import type { UidLink } from '@octoss/contract/uid-links';
import { DataTable, DataTableSkeleton } from '@/components/DataTable';
import { DateTime } from '@/components/DateTime';
import { QueryPart } from '@/components/QueryPart';
import { ExchangeName } from '@/components/ExchangeName';
import { StatusChip } from '@/components/StatusChip';
import { displayedRate, multiplierOf } from '@/domain/tiers';
import { uidLinksQuery } from './api';
import { formatRate } from '@/domain/format';
import { useLocale } from '@/i18n/useLocale';

const tones = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'error' } as const;

/** A card per link on a phone: five pairs, none a button. */
const linkCard = { fields: 5 };

/**
 * While the links load, the section holds the place of one: a trader on this page has one or more
 * as a rule, and the Accrual History below would otherwise jump down when they come (Lighthouse
 * measured a layout shift of 0.035 at 1350 px, 0.087 at 800). A trader with none sees it close.
 */
function LinkedAccountsSkeleton({ title }: { title: string }) {
  return (
    <section aria-busy="true" aria-label={title}>
      <Skeleton variant="text" width={200} sx={{ fontSize: '1.25rem', mb: 1.5 }} />
      <DataTableSkeleton rows={1} card={linkCard} />
    </section>
  );
}

/** Shown only once links exist (or when they could not be loaded); PENDING rows turn APPROVED by themselves (the query polls). */
export function LinkedAccounts() {
  const { t } = useTranslation('payback');
  const links = useDeferredQuery(uidLinksQuery);
  const { data: exchanges = [] } = useDeferredQuery(exchangesQuery);
  const { data: me } = useDeferredQuery(sessionQuery);
  const { data: tiers } = useDeferredQuery(tiersQuery);
  const multiplier = me && tiers ? multiplierOf(tiers, me.tier) : undefined;
  const locale = useLocale();
  // The rate waits for the exchanges, the session and the tier table; until then (or without them) it reads —.
  const rate = (link: UidLink) => {
    const exchange = exchanges.find((candidate) => candidate.id === link.exchange);
    return exchange && multiplier !== undefined
      ? formatRate(displayedRate(exchange.paybackRate, multiplier), locale, 1)
      : '—';
  };
  return (
    <QueryPart
      query={links}
      errorTitle={t('linked.error')}
      skeleton={<LinkedAccountsSkeleton title={t('linked.title')} />}
    >
      {(rows) =>
        rows.length > 0 && (
          <section aria-labelledby="linked-title">
            <Typography id="linked-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
              {t('linked.title')}
            </Typography>
            <DataTable
              caption={t('linked.title')}
              rows={rows}
              rowKey={(link) => link.id}
              emptyText=""
              columns={[
                {
                  key: 'exchange',
                  header: t('linked.exchange'),
                  render: (link) => <ExchangeName id={link.exchange} />,
                },
                { key: 'uid', header: t('linked.uid'), render: (link) => <code>{link.uid}</code> },
                {
                  key: 'status',
                  header: t('linked.status'),
                  render: (link) => (
                    <>
                      <StatusChip tone={tones[link.status]} label={t(`linked.statuses.${link.status}`)} />
                      {link.rejection && (
                        <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
                          <strong>{t(`linked.rejections.${link.rejection.code}`)}</strong>
                          <br />
                          {link.rejection.fix}
                        </Typography>
                      )}
                    </>
                  ),
                },
                { key: 'date', header: t('linked.date'), render: (link) => <DateTime value={link.createdAt} /> },
                { key: 'rate', header: t('linked.rate'), align: 'right', render: rate },
              ]}
            />
          </section>
        )
      }
    </QueryPart>
  );
}
