import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/StatusBadge';
import type { NavItem } from '../navigation';

// The links come as a prop: importing navigation.ts here would pull the page registry's import helper into a chunk of its own.
type Props = { id: string; items: NavItem[]; anchor: HTMLElement | null; pathname: string; onClose: () => void };

/** The open Products dropdown (loaded on demand, see ProductsMenu). */
export default function ProductsMenuList({ id, items, anchor, pathname, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {items.map((item) => (
        <MenuItem
          key={item.href}
          component={RouterLink}
          to={item.href}
          onClick={onClose}
          selected={pathname === item.href || pathname.startsWith(`${item.href}/`)}
          data-tracking-id={item.trackingId}
          sx={{ minWidth: 260, gap: 2 }}
        >
          <ListItemText>{t(item.labelKey)}</ListItemText>
          <StatusBadge status={item.status} />
        </MenuItem>
      ))}
    </Menu>
  );
}
