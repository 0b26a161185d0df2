import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VerifiedIcon from '@mui/icons-material/Verified';
import { useTranslation } from 'react-i18next';
import type { MarketProduct } from '@octoss/contract/market';
import { formatDecimal, formatUsd } from '@/domain/format';
import { useLocale } from '@/i18n/useLocale';

export function ProductCard({ product, onDetails }: { product: MarketProduct; onDetails: () => void }) {
  const { t } = useTranslation('market');
  const locale = useLocale();
  return (
    <Card
      component="article"
      aria-labelledby={`product-${product.id}`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
          <Chip size="small" label={t(`categories.${product.category}`)} />
          {product.verified && <Chip size="small" color="success" icon={<VerifiedIcon />} label={t('verified')} />}
        </Stack>
        <Typography id={`product-${product.id}`} variant="h6" component="h2">
          {product.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {product.description}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1.5 }}>
          <Rating value={product.rating} precision={0.1} readOnly size="small" aria-hidden />
          <Typography variant="body2">
            {t('rating', { rating: formatDecimal(product.rating, locale, 1), count: product.reviews })}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 1.5 }}>
          {product.tags.map((tag) => (
            <Chip key={tag} size="small" variant="outlined" label={tag} />
          ))}
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 700 }}>{t('price', { price: formatUsd(product.price, locale) })}</Typography>
        <Button
          variant="contained"
          size="small"
          onClick={onDetails}
          aria-label={t('detailsFor', { title: product.title })}
        >
          {t('details')}
        </Button>
      </CardActions>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
        {t('provider', { provider: product.provider })}
      </Typography>
    </Card>
  );
}
