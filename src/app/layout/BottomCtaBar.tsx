import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { startEarningHref } from '../navigation';
import { paths } from '../paths';

/**
 * Phones only: the call to action stays within thumb reach. Sticky at the end of the layout rather
 * than fixed: it keeps its own place in the flow after the footer, so however tall it grows (labels
 * that wrap in Vietnamese), the end of the page scrolls clear of it.
 */
export function BottomCtaBar() {
  const { t } = useTranslation();
  return (
    // A landmark: on a phone the header's menu is behind a button, and nothing may sit outside landmarks.
    <Paper
      component="nav"
      aria-label={t('nav.quickActions')}
      square
      data-testid="bottom-cta-bar"
      elevation={8}
      sx={{
        display: { xs: 'flex', md: 'none' },
        position: 'sticky',
        bottom: 0,
        p: 1.5,
        zIndex: 'appBar',
        gap: 1,
        pb: 'calc(12px + env(safe-area-inset-bottom))',
      }}
    >
      <Button component={RouterLink} to={paths.deals()} variant="outlined" fullWidth>
        {t('nav.betaDeals')}
      </Button>
      <Button component={RouterLink} to={startEarningHref} variant="contained" fullWidth>
        {t('nav.startEarning')}
      </Button>
    </Paper>
  );
}
