import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredInfiniteQuery } from '@/api/useDeferredQuery';
import { loadedRows } from '@/api/queries';
import { ShowMore } from '@/components/ShowMore';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { marketCategories, marketSorts, type MarketProduct } from '@octoss/contract/market';
import { EmptyState } from '@/components/EmptyState';
import { QueryPart } from '@/components/QueryPart';
import { StaleWhile } from '@/components/Stale';
import { PageFrame } from '@/components/PageFrame';
import { SelectField } from '@/components/form/SelectField';
import { useSetSearchParam } from '@/lib/useSetSearchParam';
import { formatDecimal, formatUsd } from '@/domain/format';
import { useLocale } from '@/i18n/useLocale';
import { marketQuery } from './api';
import { ProductCard } from './ProductCard';

type Sort = (typeof marketSorts)[number];

/** The select's value for no sort: the catalogue's own order, and no `sort` in the URL. */
const listOrder = 'list';

/** Search, category and sort live in the URL (?q=&category=&sort=), so a filtered view can be shared. */
export default function MarketPage() {
  const { t } = useTranslation(['market', 'common']);
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const category = (marketCategories as readonly string[]).includes(params.get('category') ?? '')
    ? (params.get('category') as MarketProduct['category'])
    : 'all';
  // No sort in the URL is the catalogue's own order (spec: the default order is the list order).
  const sort = (marketSorts as readonly string[]).includes(params.get('sort') ?? '')
    ? (params.get('sort') as Sort)
    : undefined;
  const products = useDeferredInfiniteQuery(marketQuery({ q: q || undefined, category, sort }));
  const [selected, setSelected] = useState<MarketProduct | null>(null);
  const set = useSetSearchParam();

  return (
    <PageFrame page="market">
      <Grid container spacing={2} component="nav" aria-label={t('tilesLabel')} sx={{ mb: 3 }}>
        {marketCategories.map((name) => (
          <Grid key={name} size={{ xs: 6, md: 3 }}>
            <ButtonBase
              onClick={() => set('category', name, 'all')}
              aria-pressed={category === name}
              sx={{ width: '100%', borderRadius: 3 }}
            >
              <Paper
                variant="outlined"
                sx={{
                  p: 2,
                  width: '100%',
                  textAlign: 'left',
                  borderColor: category === name ? 'primary.main' : 'divider',
                  borderWidth: category === name ? 2 : 1,
                }}
              >
                <Typography sx={{ fontWeight: 700 }}>{t(`tiles.${name}.title`)}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {t(`tiles.${name}.text`)}
                </Typography>
              </Paper>
            </ButtonBase>
          </Grid>
        ))}
      </Grid>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <TextField
          type="search"
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          value={q}
          onChange={(event) => set('q', event.target.value, '')}
          sx={{ flexGrow: 1 }}
        />
        <SelectField
          label={t('category')}
          value={category}
          onChange={(event) => set('category', event.target.value, 'all')}
          options={(['all', ...marketCategories] as const).map((name) => ({
            value: name,
            label: t(`categories.${name}`),
          }))}
          sx={{ minWidth: 180 }}
        />
        <SelectField
          label={t('sort')}
          value={sort ?? listOrder}
          onChange={(event) => set('sort', event.target.value, listOrder)}
          options={[
            { value: listOrder, label: t('sorts.list') },
            ...marketSorts.map((name) => ({ value: name, label: t(`sorts.${name}`) })),
          ]}
          sx={{ minWidth: 180 }}
        />
      </Stack>
      <Alert severity="info" variant="outlined" sx={{ mb: 3 }}>
        {t('kyc')}
      </Alert>
      <QueryPart
        query={products}
        errorTitle={t('error')}
        skeleton={<Skeleton variant="rounded" height={320} />}
        empty={
          !q && category === 'all' ? (
            // Nothing listed at all: there is no filter to clear.
            <EmptyState title={t('emptyCatalogue')} />
          ) : (
            <EmptyState
              title={t('empty')}
              action={
                <Button variant="contained" onClick={() => setParams({}, { replace: true })}>
                  {t('clear')}
                </Button>
              }
            />
          )
        }
      >
        {(pages) => (
          <StaleWhile loading={products.isPlaceholderData ? t('common:list.loadingResults') : null}>
            <Grid container spacing={2}>
              {loadedRows(pages).map((product) => (
                <Grid key={product.id} size={{ xs: 12, sm: 6, lg: 3 }}>
                  <ProductCard product={product} onDetails={() => setSelected(product)} />
                </Grid>
              ))}
            </Grid>
          </StaleWhile>
        )}
      </QueryPart>
      <ShowMore query={products} />
      <Dialog
        open={Boolean(selected)}
        onClose={() => setSelected(null)}
        aria-labelledby="product-dialog-title"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="product-dialog-title">{selected?.title}</DialogTitle>
        {selected && (
          <DialogContent>
            <Typography>{selected.description}</Typography>
            <Typography sx={{ mt: 2 }}>{t('provider', { provider: selected.provider })}</Typography>
            <Typography>
              {t('rating', { rating: formatDecimal(selected.rating, locale, 1), count: selected.reviews })}
            </Typography>
            <Typography sx={{ fontWeight: 700, mt: 1 }}>
              {t('price', { price: formatUsd(selected.price, locale) })}
            </Typography>
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('kyc')}
            </Alert>
          </DialogContent>
        )}
        <DialogActions>
          <Button onClick={() => setSelected(null)}>{t('close')}</Button>
        </DialogActions>
      </Dialog>
    </PageFrame>
  );
}
