import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/StatusBadge';
import type { NavItem } from '../navigation';

/** The header's links, the Products menu's and the call to action's address. */
type DrawerLinks = { header: NavItem[]; products: NavItem[]; startEarning: string };

// The links come as a prop: importing navigation.ts here would pull the page registry's import helper into a chunk of its own.
type Props = { open: boolean; links: DrawerLinks; pathname: string; onClose: () => void };

/** The phone menu's drawer (loaded on demand, see MobileMenu). */
export default function MobileMenuDrawer({ open, links, pathname, onClose }: Props) {
  const { t } = useTranslation();
  const item = (nav: NavItem) => (
    <ListItemButton
      key={nav.href}
      component={RouterLink}
      to={nav.href}
      onClick={onClose}
      selected={nav.exact ? pathname === nav.href : pathname.startsWith(nav.href)}
      data-tracking-id={nav.trackingId}
    >
      <ListItemText primary={t(nav.labelKey)} />
      <StatusBadge status={nav.status} />
    </ListItemButton>
  );
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': t('nav.mainMenu'), sx: { width: 300 } } }}
    >
      <Box component="nav" aria-label={t('nav.mainMenu')}>
        <List component="div">
          {links.header.map(item)}
          <Divider />
          <ListSubheader component="div">{t('nav.products')}</ListSubheader>
          {links.products.map(item)}
          <Divider />
          <ListItemButton component={RouterLink} to={links.startEarning} onClick={onClose}>
            <ListItemText
              primary={t('nav.startEarning')}
              slotProps={{ primary: { sx: { fontWeight: 700, color: 'primary.main' } } }}
            />
          </ListItemButton>
        </List>
      </Box>
    </Drawer>
  );
}
