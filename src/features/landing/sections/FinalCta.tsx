import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Section } from './Section';
import { useRuleValues } from '@/i18n/useRuleValues';
import { paths } from '@/app/paths';

export function FinalCta() {
  const { t } = useTranslation('landing');
  const rules = useRuleValues();
  return (
    <Section id="get-started">
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Typography variant="h2">{t('final.title')}</Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 620 }}>
          {t('final.text', rules)}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
          <Button component={RouterLink} to={paths.payback()} variant="contained" size="large">
            {t('final.cta')}
          </Button>
          <Button component={RouterLink} to={paths.deals()} variant="outlined" size="large">
            {t('final.secondary')}
          </Button>
        </Stack>
      </Stack>
    </Section>
  );
}
