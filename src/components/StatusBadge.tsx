import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

export type ProductStatus = 'live' | 'demo';

/** LIVE or DEMO next to a product: in the header menus and on the landing page. */
export function StatusBadge({ status }: { status: ProductStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      label={status === 'live' ? t('status.live') : t('status.demo')}
      color={status === 'live' ? 'success' : 'default'}
      variant={status === 'live' ? 'filled' : 'outlined'}
      sx={{ height: 20, fontSize: '0.68rem', fontWeight: 700 }}
    />
  );
}
