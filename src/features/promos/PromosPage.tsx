import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeferredQuery } from '@/api/useDeferredQuery';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { QueryError, QueryPart } from '@/components/QueryPart';
import { PageFrame } from '@/components/PageFrame';
import { SelectField } from '@/components/form/SelectField';
import { TabRow } from '@/components/TabRow';
import { useSetSearchParam } from '@/lib/useSetSearchParam';
import { useRuleValues } from '@/i18n/useRuleValues';
import { promoCatalogueQuery, savedPromosQuery } from './api';
import { PromoCard } from './PromoCard';

/**
 * Filters and the tab live in the URL (?tab=alerts&exchange=&type=&region=&expired=1). The catalogue
 * is the same for every reader, so the prerendered HTML holds its cards; which of them the trader
 * saved comes with their own read: the save buttons wait for it, and so does the alerts tab, which
 * lists the saved ones.
 */
export default function PromosPage() {
  const { t } = useTranslation(['promos', 'common']);
  const rules = useRuleValues();
  const [params] = useSearchParams();
  const catalogue = useDeferredQuery(promoCatalogueQuery);
  const saved = useDeferredQuery(savedPromosQuery);
  const savedIds = saved.data && new Set(saved.data.map((promo) => promo.id));
  const tab = params.get('tab') === 'alerts' ? 'alerts' : 'all';
  // The alerts tab shows nothing until both are known; its error is whichever failed.
  const savedFirst = tab === 'alerts' && catalogue.data !== undefined && !savedIds;
  const promos = savedFirst ? { data: undefined, isError: saved.isError, refetch: saved.refetch } : catalogue;
  const { data } = catalogue;
  const filters = {
    exchange: params.get('exchange') ?? '',
    type: params.get('type') ?? '',
    region: params.get('region') ?? '',
  };
  const showExpired = params.get('expired') === '1';
  const set = useSetSearchParam();
  const options = (pick: (promo: NonNullable<typeof data>[number]) => string) =>
    [...new Set((data ?? []).map(pick))].sort();
  const visible = (data ?? []).filter(
    (promo) =>
      (tab === 'alerts'
        ? promo.status === 'ending_soon' || (savedIds?.has(promo.id) === true && promo.status !== 'expired')
        : showExpired || promo.status !== 'expired') &&
      (!filters.exchange || promo.exchange === filters.exchange) &&
      (!filters.type || promo.type === filters.type) &&
      (!filters.region || promo.region === filters.region),
  );
  return (
    <PageFrame
      page="promos"
      tabs={
        <TabRow
          label={t('tabs.label')}
          value={tab}
          onChange={(value) => set('tab', value === 'alerts' ? 'alerts' : '')}
          tabs={(['all', 'alerts'] as const).map((name) => ({
            value: name,
            label: t(`tabs.${name}`),
            id: `promos-tab-${name}`,
            panel: 'promos-panel',
          }))}
          sx={{ my: 2 }}
        />
      }
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { md: 'center' } }}>
        {(['exchange', 'type', 'region'] as const).map((name) => (
          <SelectField
            key={name}
            label={t(`filters.${name}`)}
            value={filters[name]}
            onChange={(event) => set(name, event.target.value)}
            none={t('filters.any')}
            options={options((promo) => promo[name]).map((value) => ({
              value,
              label: name === 'exchange' ? value.toUpperCase() : t(`${name === 'type' ? 'types' : 'regions'}.${value}`),
            }))}
            sx={{ minWidth: 180 }}
          />
        ))}
        {tab === 'all' && (
          <FormControlLabel
            control={
              <Checkbox checked={showExpired} onChange={(event) => set('expired', event.target.checked ? '1' : '')} />
            }
            label={t('filters.showExpired')}
          />
        )}
      </Stack>
      <div role="tabpanel" id="promos-panel" aria-labelledby={`promos-tab-${tab}`}>
        {tab === 'alerts' && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('alertsText', rules)}
          </Typography>
        )}
        {tab === 'all' && catalogue.data && <QueryError query={saved} title={t('savedError')} />}
        <QueryPart
          query={promos}
          errorTitle={savedFirst ? t('savedError') : t('error')}
          skeleton={<Skeleton variant="rounded" height={320} />}
          // What shows is filtered on screen: empty is when nothing is left to show.
          isEmpty={() => visible.length === 0}
          empty={
            tab === 'all' && !filters.exchange && !filters.type && !filters.region ? (
              // No promo at all, not one hidden by a filter.
              <EmptyState title={t('emptyCatalogue')} />
            ) : (
              <EmptyState title={tab === 'alerts' ? t('emptyAlerts') : t('empty')} />
            )
          }
        >
          {() => (
            <Grid container spacing={2}>
              {visible.map((promo) => (
                <Grid key={promo.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                  <PromoCard promo={promo} saved={savedIds?.has(promo.id)} />
                </Grid>
              ))}
            </Grid>
          )}
        </QueryPart>
      </div>
    </PageFrame>
  );
}
