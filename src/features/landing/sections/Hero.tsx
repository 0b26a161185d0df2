import { alpha } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRuleValues } from '@/i18n/useRuleValues';
import { paths } from '@/app/paths';

const stats = ['payback', 'referral', 'exchanges'] as const;

export function Hero() {
  const { t } = useTranslation('landing');
  const rules = useRuleValues();
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={(theme) => ({
        pt: { xs: 6, md: 12 },
        pb: { xs: 6, md: 10 },
        background: `radial-gradient(1200px 500px at 10% -10%, ${alpha(theme.palette.primary.main, 0.18)}, transparent), radial-gradient(900px 400px at 100% 0%, ${alpha(theme.palette.secondary.main, 0.14)}, transparent)`,
      })}
    >
      <Container maxWidth="lg">
        <Typography
          variant="overline"
          component="p"
          color="secondary"
          sx={{ fontWeight: 700, letterSpacing: '0.08em' }}
        >
          {t('hero.eyebrow')}
        </Typography>
        <Typography id="hero-title" variant="h1" sx={{ maxWidth: 820, mt: 1 }}>
          {t('hero.title', rules)}
        </Typography>
        <Typography
          variant="h6"
          component="p"
          color="text.secondary"
          sx={{ maxWidth: 720, mt: 2.5, fontWeight: 400, lineHeight: 1.6 }}
        >
          {t('hero.subtitle', rules)}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
          <Button component={RouterLink} to={paths.payback()} variant="contained" size="large">
            {t('hero.primary')}
          </Button>
          <Button component={RouterLink} to={paths.trustboard()} variant="outlined" size="large">
            {t('hero.secondary')}
          </Button>
        </Stack>
        <Grid container spacing={2} component="dl" sx={{ mt: { xs: 5, md: 8 }, maxWidth: 760 }}>
          {stats.map((key) => (
            <Grid key={key} size={{ xs: 12, sm: 4 }} sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 2 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t(`hero.stats.${key}`)}
              </Typography>
              <Typography component="dd" variant="h4" sx={{ m: 0 }}>
                {t(`hero.stats.${key}Value`, rules)}
              </Typography>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
