import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../paths';

/** The top banner: open beta deals, anyone can apply for Payback and Referral. */
export function DealsBanner() {
  const { t } = useTranslation();
  return (
    <Box
      component="aside"
      aria-label={t('banner.label')}
      sx={{
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        textAlign: 'center',
        py: 0.75,
        px: 2,
        fontSize: '0.875rem',
      }}
    >
      <Link component={RouterLink} to={paths.deals()} color="inherit" underline="always" sx={{ fontWeight: 600 }}>
        {t('banner.text')}
      </Link>
    </Box>
  );
}
