import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/PageFrame';
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
    <PageFrame page="payback" values={rules}>
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
    </PageFrame>
  );
}
