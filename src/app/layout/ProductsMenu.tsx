import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDataset } from '@/lib/dataset';
import { isProductPath, productItems } from '../navigation';
import { StatusBadge } from '@/components/StatusBadge';

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
        <Chip
          size="small"
          label={dataset === 'testnet' ? t('nav.testnetBadge') : t('nav.demoBadge')}
          color={dataset === 'testnet' ? 'warning' : 'default'}
          sx={{ ml: 1, height: 20, fontSize: '0.7rem' }}
        />
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {productItems.map((item) => (
          <MenuItem
            key={item.href}
            component={RouterLink}
            to={item.href}
            onClick={close}
            selected={pathname === item.href || pathname.startsWith(`${item.href}/`)}
            data-tracking-id={item.trackingId}
            sx={{ minWidth: 260, gap: 2 }}
          >
            <ListItemText>{t(item.labelKey)}</ListItemText>
            <StatusBadge status={item.status} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
