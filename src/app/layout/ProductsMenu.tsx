import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usesMocks } from '@/lib/config';
import { useDataset } from '@/lib/backend';
import { isProductPath, productItems } from '../navigation';
import { deferred } from '@/components/deferred';

const ProductsMenuList = deferred(() => import('./ProductsMenuList'));

/** The Products dropdown: closes on outside click (backdrop), Escape and on choosing an item. */
export function ProductsMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const dataset = useDataset();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const active = isProductPath(pathname);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color={active ? 'primary' : 'inherit'}
        variant={active ? 'outlined' : 'text'}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={<ExpandMoreIcon />}
      >
        {t('nav.products')}
        {usesMocks && (
          <Chip
            size="small"
            label={dataset === 'testnet' ? t('nav.testnetBadge') : t('nav.demoBadge')}
            color={dataset === 'testnet' ? 'warning' : 'default'}
            sx={{ ml: 1, height: 20, fontSize: '0.7rem' }}
          />
        )}
      </Button>
      <ProductsMenuList
        needed={Boolean(anchor)}
        id={menuId}
        items={productItems}
        anchor={anchor}
        pathname={pathname}
        onClose={close}
      />
    </>
  );
}
