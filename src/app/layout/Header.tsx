import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/Logo';
import { StatusBadge } from '@/components/StatusBadge';
import { useDataset } from '@/lib/backend';
import { headerItems, startEarningHref } from '../navigation';
import { LanguageMenu } from './LanguageMenu';
import { MobileMenu } from './MobileMenu';
import { ProductsMenu } from './ProductsMenu';
import { ThemeToggle } from './ThemeToggle';
import { paths } from '../paths';

const navLinkSx = {
  color: 'text.primary',
  px: 1.5,
  py: 0.75,
  borderRadius: 2,
  fontWeight: 600,
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.75,
  '&.active': { color: 'primary.main', bgcolor: 'action.selected' },
};

/** Sticky header: logo, Beta Deals, Dashboard, Products, language, theme and Start earning. */
export function Header() {
  const { t } = useTranslation();
  const dataset = useDataset();
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', backdropFilter: 'blur(8px)' }}
    >
      <Toolbar sx={{ gap: 1, maxWidth: 1280, width: '100%', mx: 'auto' }}>
        <Link
          component={RouterLink}
          to={paths.landing()}
          color="inherit"
          underline="none"
          aria-label={t('nav.home')}
          sx={{ mr: { xs: 0, sm: 2 } }}
        >
          <Logo />
        </Link>
        <Stack
          component="nav"
          aria-label={t('nav.mainMenu')}
          direction="row"
          spacing={0.5}
          sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center' }}
        >
          {headerItems.map((item) => (
            <Link
              key={item.href}
              component={NavLink}
              to={item.href}
              end={item.exact}
              underline="none"
              sx={navLinkSx}
              data-tracking-id={item.trackingId}
            >
              {t(item.labelKey)}
              {/* The bar has room to flag only what is new. */}
              {item.isNew && <StatusBadge status={item.status} />}
            </Link>
          ))}
          <ProductsMenu />
        </Stack>
        <Box sx={{ flexGrow: 1 }} />
        {dataset === 'testnet' && (
          <Chip
            component={RouterLink}
            to={paths.testnet()}
            clickable
            color="warning"
            size="small"
            label={t('nav.testnetActive')}
          />
        )}
        <LanguageMenu />
        <ThemeToggle />
        <Button
          component={RouterLink}
          to={startEarningHref}
          variant="contained"
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          {t('nav.startEarning')}
        </Button>
        <MobileMenu />
      </Toolbar>
    </AppBar>
  );
}
