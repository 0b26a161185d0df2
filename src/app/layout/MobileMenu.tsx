import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { deferred } from '@/components/deferred';
import { headerItems, productItems, startEarningHref } from '../navigation';

const MobileMenuDrawer = deferred(() => import('./MobileMenuDrawer'));
const links = { header: headerItems, products: productItems, startEarning: startEarningHref };

/** The same links as the desktop header, in a drawer that closes on choice or outside click. */
export function MobileMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('nav.openMenu')}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        sx={{ display: { md: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      <MobileMenuDrawer needed={open} open={open} links={links} pathname={pathname} onClose={() => setOpen(false)} />
    </>
  );
}
