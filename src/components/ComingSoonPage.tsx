import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionIcon from '@mui/icons-material/ConstructionOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/PageMeta';

/** Stands in for a page of a later release: its real title, and an honest note. */
export function ComingSoonPage({ pageKey }: { pageKey: string }) {
  const { t } = useTranslation();
  const title = t(`pages.${pageKey}.title`);
  return (
    <>
      <PageMeta title={title} description={t(`pages.${pageKey}.description`)} robots={pageKey === 'testnet' ? 'noindex,nofollow' : undefined} />
      <Paper sx={{ p: { xs: 3, md: 6 }, textAlign: 'center', maxWidth: 720, mx: 'auto', mt: 4 }}>
        <ConstructionIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h1" component="h1" sx={{ fontSize: '2rem', mt: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t('comingSoon.text')}
        </Typography>
        <Box sx={{ mt: 3 }}>
          <Button component={RouterLink} to="/" variant="contained">
            {t('actions.backHome')}
          </Button>
        </Box>
      </Paper>
    </>
  );
}
