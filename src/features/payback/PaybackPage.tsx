import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/PageMeta';
import { toast } from '@/lib/toast';
import { AccrualHistory } from './AccrualHistory';
import { LinkedAccounts } from './LinkedAccounts';
import { LinkExchangeForm } from './LinkExchangeForm';
import { TierBenefitsCard } from './TierBenefitsCard';

export default function PaybackPage() {
  const { t } = useTranslation(['payback', 'common']);
  const [params] = useSearchParams();
  return (
    <>
      <PageMeta title={t('common:pages.payback.title')} description={t('common:pages.payback.description')} />
      <Typography variant="h1" sx={{ fontSize: '2rem' }}>{t('title')}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>{t('subtitle')}</Typography>
      <Stack spacing={3}>
        <TierBenefitsCard />
        <LinkExchangeForm focusOnMount={params.get('onboard') === 'true'} />
        <LinkedAccounts />
        <AccrualHistory />
        <Alert severity="info" variant="outlined">
          <strong>{t('faq.question')}</strong> {t('faq.answer')}
        </Alert>
        {/* The spec shows this prompt in Korean in every language; sign-in is not enforced in this release. */}
        <Paper variant="outlined" sx={{ p: 2.5, display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }} lang="ko">
          <Typography>로그인하면 연결한 거래소와 페이백 내역을 모든 기기에서 안전하게 확인할 수 있습니다.</Typography>
          <Button variant="outlined" onClick={() => toast({ title: t('signIn.soon'), severity: 'info' })}>로그인</Button>
        </Paper>
      </Stack>
    </>
  );
}
