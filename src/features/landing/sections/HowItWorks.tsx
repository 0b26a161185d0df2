import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatWholeUsd } from '@/domain/format';
import { minimumClaimUsdt } from '@octoss/contract/money';
import { useLocale } from '@/i18n/useLocale';
import { Section } from './Section';
import { paths } from '@/app/paths';

const steps = ['link', 'track', 'claim'] as const;

export function HowItWorks() {
  const { t } = useTranslation('landing');
  const locale = useLocale();
  return (
    <Section id="how-it-works" title={t('how.title')}>
      <Grid container spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {steps.map((step, index) => (
          <Grid key={step} size={{ xs: 12, md: 4 }} component="li">
            <Card sx={{ height: '100%' }}>
              <CardContent>
                <Avatar
                  sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', mb: 2, fontWeight: 700 }}
                  aria-hidden
                >
                  {index + 1}
                </Avatar>
                <Typography variant="overline" component="p" color="text.secondary">
                  {t('how.step', { number: index + 1 })}
                </Typography>
                <Typography variant="h5" component="h3">
                  {t(`how.${step}.title`)}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {t(`how.${step}.text`, { minimum: formatWholeUsd(minimumClaimUsdt, locale) })}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', mt: 4 }}>
        <Button component={RouterLink} to={paths.payback({ onboard: true })} variant="contained" size="large">
          {t('how.primary')}
        </Button>
        <Button component={RouterLink} to={paths.payouts()} variant="outlined" size="large">
          {t('how.secondary')}
        </Button>
      </Stack>
    </Section>
  );
}
