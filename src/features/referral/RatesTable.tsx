import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ReferralRate } from '@octoss/contract/referral';
import { useDeferredQuery } from '@/api/useDeferredQuery';
import { DataTable } from '@/components/DataTable';
import { QueryPart } from '@/components/QueryPart';
import { formatInteger, formatRate } from '@/domain/format';
import { referralTierBonus } from '@/domain/referral';
import { useLocale } from '@/i18n/useLocale';
import { referralRatesQuery } from './api';

const bonusTiers = [
  ['silver', 'Silver', 'silverBonus'],
  ['gold', 'Gold', 'goldBonus'],
  ['platinum', 'Platinum', 'platinumBonus'],
] as const;

/**
 * Referral rates by exchange: the base rate and the rate with each tier's bonus, as the server
 * states them. It reads them itself, not the page (which starts asking for them): see ReferralPage.
 */
export function RatesTable() {
  const { t } = useTranslation(['referral', 'tiers']);
  // A failure the page's request met before this table was there stays shown, with Try again
  // (asked again as the table mounts, it would replace the error state with a skeleton).
  const rates = useDeferredQuery({ ...referralRatesQuery, retryOnMount: false });
  const locale = useLocale();
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('rates.title')}
      </Typography>
      <QueryPart query={rates} errorTitle={t('rates.error')} skeleton={<Skeleton variant="rounded" height={240} />}>
        {(rows) => (
          <DataTable
            caption={t('rates.title')}
            rows={rows}
            rowKey={(rate) => rate.exchange}
            emptyText="…"
            columns={[
              { key: 'exchange', header: t('rates.exchange'), render: (rate) => rate.exchangeName },
              {
                key: 'base',
                header: t('rates.base'),
                align: 'right',
                render: (rate) => formatRate(rate.baseRate, locale),
              },
              ...bonusTiers.map(([key, tier, bonus]) => ({
                key,
                header: t('rates.tierBonus', {
                  tier: t(`tiers:names.${tier}`),
                  bonus: formatInteger(rows[0]?.[bonus] ?? referralTierBonus[tier], locale),
                }),
                align: 'right' as const,
                render: (rate: ReferralRate) => formatRate(rate.baseRate + rate[bonus], locale),
              })),
            ]}
          />
        )}
      </QueryPart>
    </>
  );
}
