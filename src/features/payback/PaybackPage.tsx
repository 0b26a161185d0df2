import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/PageMeta';
import { useRuleValues } from '@/i18n/useRuleValues';
import { AccrualHistory } from './AccrualHistory';
import { LinkedAccounts } from './LinkedAccounts';
import { LinkExchangeForm } from './LinkExchangeForm';
import { TierBenefitsCard } from './TierBenefitsCard';

export default function PaybackPage() {
  const { t } = useTranslation(['payback', 'common']);
  const rules = useRuleValues();
  const [params] = useSearchParams();
  return (
    <>
      <PageMeta title={t('common:pages.payback.title')} description={t('common:pages.payback.description', rules)} />
      <Typography variant="h1" sx={{ fontSize: '2rem' }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('subtitle')}
      </Typography>
      <Stack spacing={3}>
        <TierBenefitsCard />
        <LinkExchangeForm focusOnMount={params.get('onboard') === 'true'} />
        <LinkedAccounts />
        <AccrualHistory />
        <Alert severity="info" variant="outlined">
          <strong>{t('faq.question')}</strong> {t('faq.answer')}
        </Alert>
        {/* The spec's sign-in prompt is the app's one SignInPrompt, shown (localized) when a request needs a signed-in user. */}
      </Stack>
    </>
  );
}
