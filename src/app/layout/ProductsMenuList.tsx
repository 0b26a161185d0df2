import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/StatusBadge';
import { productItems } from '../navigation';

type Props = { id: string; anchor: HTMLElement | null; pathname: string; onClose: () => void };

/** The open Products dropdown (loaded on demand, see ProductsMenu). */
export default function ProductsMenuList({ id, anchor, pathname, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {productItems.map((item) => (
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
