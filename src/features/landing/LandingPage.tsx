import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/PageMeta';

export default function LandingPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('pages.landing.title')} description={t('pages.landing.description')} />
      <Typography variant="h1">OCTOSS</Typography>
    </>
  );
}
