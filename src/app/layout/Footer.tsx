import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usesMocks } from '@/lib/config';
import { footerItems } from '../navigation';
import { useIsHydrated } from '@/lib/hydration';

// The demo and sandbox page has nothing to offer where the real backend answers.
const shownLinks = usesMocks ? footerItems : footerItems.filter((link) => !link.mocksOnly);

/** The page's contentinfo: who runs the site and the pages a visitor looks for at the bottom. */
export function Footer() {
  const { t } = useTranslation();
  // Prerendered HTML has the build's year; the browser shows the current one right after hydrating.
  const year = useIsHydrated() ? new Date().getFullYear() : __BUILD_YEAR__;
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3, px: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1.5, sm: 3 }}
        sx={{ maxWidth: 1280, mx: 'auto', alignItems: { sm: 'center' } }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('footer.copyright', { year })}
        </Typography>
        <Stack
          component="ul"
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap' }}
        >
          {shownLinks.map((link) => (
            <li key={link.href}>
              <Link component={RouterLink} to={link.href} variant="body2" color="text.secondary" underline="always">
                {t(link.labelKey)}
              </Link>
            </li>
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}
