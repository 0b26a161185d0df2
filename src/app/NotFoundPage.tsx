import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/PageFrame';
import { paths } from './paths';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageFrame page="not-found" heading={null} title={t('notFound.title')} description={t('notFound.text')}>
      <Paper sx={{ p: { xs: 3, md: 6 }, textAlign: 'center', maxWidth: 640, mx: 'auto', mt: 4 }}>
        <Typography variant="overline" component="p" color="text.secondary">
          404
        </Typography>
        <Typography variant="h1" sx={{ fontSize: '2rem' }}>
          {t('notFound.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2, mb: 3 }}>
          {t('notFound.text')}
        </Typography>
        <Button component={RouterLink} to={paths.landing()} variant="contained">
          {t('actions.backHome')}
        </Button>
      </Paper>
    </PageFrame>
  );
}
