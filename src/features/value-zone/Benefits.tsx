import Skeleton from '@mui/material/Skeleton';
import { useDeferredQuery } from '@/api/useDeferredQuery';
import { useTranslation } from 'react-i18next';
import { tiersQuery } from '@/api/sharedQueries';
import { DataTable } from '@/components/DataTable';
import { QueryPart } from '@/components/QueryPart';
import { formatDecimal, formatInteger } from '@/domain/format';
import { useLocale } from '@/i18n/useLocale';

/** The five tiers as the server's tier table states them: minimum score, multiplier, rate boost, payout cadence, dispute SLA. */
export function Benefits() {
  const { t } = useTranslation('value-zone');
  const locale = useLocale();
  const tiers = useDeferredQuery(tiersQuery);
  return (
    <QueryPart query={tiers} errorTitle={t('errors.tiers')} skeleton={<Skeleton variant="rounded" height={240} />}>
      {(data) => (
        <DataTable
          caption={t('tabs.benefits')}
          rows={data}
          rowKey={(tier) => tier.tier}
          emptyText=""
          columns={[
            {
              key: 'tier',
              header: t('table.tier'),
              render: (tier) => <strong>{t(`tiers:names.${tier.tier}`)}</strong>,
            },
            {
              key: 'min',
              header: t('table.minScore'),
              align: 'right',
              render: (tier) => formatInteger(tier.minScore, locale),
            },
            {
              key: 'multiplier',
              header: t('table.multiplier'),
              align: 'right',
              render: (tier) => `×${formatDecimal(tier.multiplier, locale, 2)}`,
            },
            {
              key: 'boost',
              header: t('table.rateBoost'),
              align: 'right',
              render: (tier) => (tier.rateBoost ? t('table.upTo', { percent: tier.rateBoost }) : t('table.base')),
            },
            {
              key: 'cadence',
              header: t('table.payout'),
              render: (tier) => t(`tiers:payoutFrequencies.${tier.payoutFreq}`),
            },
            {
              key: 'sla',
              header: t('table.sla'),
              render: (tier) =>
                tier.disputeSLA >= 48
                  ? t('table.days', { n: tier.disputeSLA / 24 })
                  : t('table.hours', { n: tier.disputeSLA }),
            },
          ]}
        />
      )}
    </QueryPart>
  );
}
