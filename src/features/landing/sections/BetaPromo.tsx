import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { betaBoostPercent } from '@/domain/deals';
import { formatRate } from '@/domain/format';
import { useLocale } from '@/i18n/useLocale';
import { paths } from '@/app/paths';

export function BetaPromo() {
  const { t } = useTranslation('landing');
  const boost = formatRate(betaBoostPercent, useLocale());
  return (
    <Container maxWidth="lg" component="section" aria-labelledby="beta-title">
      <Paper
        elevation={0}
        sx={{ p: { xs: 3, md: 4 }, bgcolor: 'secondary.main', color: 'secondary.contrastText', borderRadius: 4 }}
      >
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={3}
          sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
        >
          <div>
            <Chip
              label={t('beta.badge')}
              size="small"
              sx={{ bgcolor: 'background.paper', color: 'text.primary', fontWeight: 700, mb: 1 }}
            />
            <Typography id="beta-title" variant="h3" component="h2">
              {t('beta.title', { boost })}
            </Typography>
            <Typography sx={{ mt: 1, opacity: 0.95, maxWidth: 640 }}>{t('beta.text', { boost })}</Typography>
          </div>
          <Button
            component={RouterLink}
            to={paths.deals()}
            variant="contained"
            size="large"
            sx={{
              bgcolor: 'background.paper',
              color: 'text.primary',
              flexShrink: 0,
              '&:hover': { bgcolor: 'background.default' },
            }}
          >
            {t('beta.cta')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
