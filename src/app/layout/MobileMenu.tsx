import { useState } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/StatusBadge';
import { betaDealsItem, dashboardItem, productItems, startEarningHref, type NavItem } from '../navigation';

/** The same links as the desktop header, in a drawer that closes on choice or outside click. */
export function MobileMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const item = (nav: NavItem, exact = false) => (
    <ListItemButton
      key={nav.href}
      component={RouterLink}
      to={nav.href}
      onClick={close}
      selected={exact ? pathname === nav.href : pathname.startsWith(nav.href)}
      data-tracking-id={nav.trackingId}
    >
      <ListItemText primary={t(nav.labelKey)} />
      <StatusBadge status={nav.status} />
    </ListItemButton>
  );
  return (
    <>
      <IconButton color="inherit" aria-label={t('nav.openMenu')} aria-expanded={open} onClick={() => setOpen(true)} sx={{ display: { md: 'none' } }}>
        <MenuIcon />
      </IconButton>
      <Drawer anchor="right" open={open} onClose={close} slotProps={{ paper: { 'aria-label': t('nav.mainMenu'), sx: { width: 300 } } }}>
        <Box component="nav" aria-label={t('nav.mainMenu')}>
        <List component="div">
          {item(betaDealsItem)}
          {item(dashboardItem, true)}
          <Divider />
          <ListSubheader component="div">{t('nav.products')}</ListSubheader>
          {productItems.map((product) => item(product))}
          <Divider />
          <ListItemButton component={RouterLink} to={startEarningHref} onClick={close}>
            <ListItemText primary={t('nav.startEarning')} slotProps={{ primary: { sx: { fontWeight: 700, color: 'primary.main' } } }} />
          </ListItemButton>
        </List>
        </Box>
      </Drawer>
    </>
  );
}
