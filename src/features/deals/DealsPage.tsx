import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useDeferredInfiniteQuery } from '@/api/useDeferredQuery';
import { loadedRows } from '@/api/queries';
import { ShowMore } from '@/components/ShowMore';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dealRegions, type Deal } from '@octoss/contract/deals';
import { DataTable } from '@/components/DataTable';
import { QueryPart } from '@/components/QueryPart';
import { ExchangeLogo } from '@/components/ExchangeLogo';
import { PageFrame } from '@/components/PageFrame';
import { SelectField } from '@/components/form/SelectField';
import { formatRate } from '@/domain/format';
import { useLocale } from '@/i18n/useLocale';
import { useSetSearchParam } from '@/lib/useSetSearchParam';
import { betaBoostPercent } from '@/domain/deals';
import { exchangeMark } from '@/domain/exchangeDirectory';
import { dealsQuery } from './api';
import { ApplicationDialog } from './ApplicationDialog';

function ExchangeCell({ name }: { name: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <ExchangeLogo exchange={exchangeMark(name)} size={24} decorative />
      <span>{name}</span>
    </Stack>
  );
}

/** Sort and region live in the URL (?sort=name&region=EU). */
export default function DealsPage() {
  const { t } = useTranslation(['deals', 'common']);
  const locale = useLocale();
  const [params] = useSearchParams();
  const sort = params.get('sort') === 'name' ? 'name' : 'rate';
  const region = (dealRegions as readonly string[]).includes(params.get('region') ?? '') ? params.get('region')! : '';
  const deals = useDeferredInfiniteQuery(dealsQuery(sort, region || undefined));
  const data = deals.data && loadedRows(deals.data);
  const [applying, setApplying] = useState<{ exchange?: string } | null>(null);
  const set = useSetSearchParam();

  return (
    <PageFrame page="deals" subtitle={t('subtitle', { boost: formatRate(betaBoostPercent, locale) })}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { sm: 'center' } }}>
        <SelectField
          label={t('sort')}
          value={sort}
          onChange={(event) => set('sort', event.target.value, 'rate')}
          options={(['rate', 'name'] as const).map((name) => ({ value: name, label: t(`sorts.${name}`) }))}
          sx={{ minWidth: 180 }}
        />
        <SelectField
          label={t('region')}
          value={region}
          onChange={(event) => set('region', event.target.value, '')}
          none={t('allRegions')}
          options={dealRegions.map((name) => ({ value: name, label: t(`regions.${name}`) }))}
          sx={{ minWidth: 180 }}
        />
        <Button variant="contained" onClick={() => setApplying({})}>
          {t('applyGeneral')}
        </Button>
      </Stack>
      <QueryPart query={deals} errorTitle={t('error')} skeleton={<Skeleton variant="rounded" height={420} />}>
        {(pages) => (
          <>
            <DataTable
              caption={t('table.caption')}
              rows={loadedRows(pages)}
              rowKey={(deal) => deal.id}
              emptyText={t(region ? 'table.empty' : 'table.emptyAll')}
              columns={[
                {
                  key: 'exchange',
                  header: t('table.exchange'),
                  ...(sort === 'name' && { sorted: 'asc' as const }),
                  render: (deal: Deal) => <ExchangeCell name={deal.exchange} />,
                },
                {
                  key: 'rate',
                  header: t('table.rate'),
                  align: 'right',
                  ...(sort === 'rate' && { sorted: 'desc' as const }),
                  render: (deal) => formatRate(deal.open ? deal.rate : 0, locale),
                },
                {
                  key: 'standard',
                  header: t('table.standard'),
                  align: 'right',
                  render: (deal) => formatRate(deal.standardRate, locale),
                },
                {
                  key: 'regions',
                  header: t('table.regions'),
                  render: (deal) => (
                    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                      {deal.regions.map((name) => (
                        <Chip key={name} size="small" label={t(`regions.${name}`)} />
                      ))}
                    </Stack>
                  ),
                },
                { key: 'notes', header: t('table.notes'), render: (deal) => deal.notes },
                {
                  key: 'action',
                  header: t('table.action'),
                  render: (deal) =>
                    deal.open ? (
                      <Button
                        size="small"
                        variant="outlined"
                        onClick={() => setApplying({ exchange: deal.exchange })}
                        aria-label={t('table.applyFor', { exchange: deal.exchange })}
                      >
                        {t('table.apply')}
                      </Button>
                    ) : (
                      <Chip size="small" label={t('table.waitlist')} />
                    ),
                },
              ]}
            />
            <ShowMore query={deals} />
          </>
        )}
      </QueryPart>
      {applying && data && (
        <ApplicationDialog
          key={applying.exchange ?? 'any'}
          open
          exchanges={data.map((deal) => deal.exchange)}
          initialExchange={applying.exchange}
          onClose={() => setApplying(null)}
        />
      )}
    </PageFrame>
  );
}
