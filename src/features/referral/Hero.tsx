import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/app/paths';
import { formatWholeUsd } from '@/domain/format';
import { averagePaybackPerActiveUser, exampleActiveFriends, exampleMonthlyPotential } from '@/domain/referral';
import { useLocale } from '@/i18n/useLocale';
import { scrollTo } from './scrollTo';

/** The Partner Hub's heading: the same words for everyone, so it stands while the rest loads or fails. */
export function Hero() {
  const { t } = useTranslation('referral');
  const locale = useLocale();
  return (
    <Card sx={{ mb: 3, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: '2rem' }}>
          {t('title')}
        </Typography>
        <Typography variant="h5" component="p" sx={{ mt: 1 }}>
          {t('hero.headline', {
            friends: exampleActiveFriends,
            potential: formatWholeUsd(exampleMonthlyPotential, locale),
          })}
        </Typography>
        <Typography sx={{ opacity: 0.9 }}>
          {t('hero.basis', { arpu: formatWholeUsd(averagePaybackPerActiveUser, locale) })}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
          <Button
            variant="contained"
            color="inherit"
            sx={{ color: 'primary.main', bgcolor: 'background.paper' }}
            onClick={() => scrollTo('referral-code')}
          >
            {t('hero.toCode')}
          </Button>
          <Button variant="outlined" color="inherit" onClick={() => scrollTo('utm-builder')}>
            {t('hero.toUtm')}
          </Button>
          <Button variant="outlined" color="inherit" component={RouterLink} to={paths.trustboard()}>
            {t('hero.toProof')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
