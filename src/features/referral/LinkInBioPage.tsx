import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import VerifiedIcon from '@mui/icons-material/Verified';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { DateTime } from '@/components/DateTime';
import { ErrorState } from '@/components/ErrorState';
import { Logo } from '@/components/Logo';
import { PageMeta } from '@/components/PageMeta';
import { formatPercent, splitDuration } from '@/domain/format';
import { useLocale } from '@/lib/useLocale';
import { profileQuery } from './api';

/** A trader's public profile at /l/{code}: stands alone, without the app chrome. */
export default function LinkInBioPage() {
  const { t } = useTranslation(['referral', 'common']);
  const locale = useLocale();
  const { code = '' } = useParams();
  const { data, isPending, isError, error, refetch } = useQuery({ ...profileQuery(code), retry: false });
  const notFound = isError && isApiError(error) && error.status === 404;
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <PageMeta title={data ? t('lib.metaTitle', { name: data.name }) : t('common:pages.linkInBio.title')} description={t('common:pages.linkInBio.description')} />
      <Paper sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 440, textAlign: 'center' }}>
        <Box component={RouterLink} to="/" aria-label={t('common:nav.home')} sx={{ color: 'text.primary', textDecoration: 'none', display: 'inline-block', mb: 2 }}><Logo size={24} /></Box>
        {isPending ? (
          <Skeleton variant="rounded" height={320} />
        ) : notFound ? (
          <>
            <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>{t('lib.notFound')}</Typography>
            <Typography color="text.secondary" sx={{ my: 2 }}>{t('lib.notFoundText')}</Typography>
            <Button component={RouterLink} to="/" variant="contained">{t('common:actions.backHome')}</Button>
          </>
        ) : isError ? (
          <ErrorState title={t('lib.error')} onRetry={() => void refetch()} />
        ) : (
          <>
            <Avatar sx={{ width: 72, height: 72, mx: 'auto', bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: '1.5rem', fontWeight: 700 }} aria-hidden>{data.avatar}</Avatar>
            <Typography variant="h1" sx={{ fontSize: '1.6rem', mt: 1.5 }}>{data.name}</Typography>
            {data.verified && <Chip icon={<VerifiedIcon />} color="success" label={t('lib.verified')} sx={{ mt: 1 }} />}
            <Grid container spacing={1} component="dl" sx={{ my: 3 }}>
              {[
                [t('lib.recentClaims'), String(data.recentClaims)],
                [t('lib.medianClaim'), t('common:duration.minutesSeconds', splitDuration(data.medianClaimTimeSeconds))],
                [t('lib.discrepancy'), formatPercent(data.discrepancyRate, locale)],
              ].map(([label, value]) => (
                <Grid key={label} size={4}>
                  <Typography component="dd" variant="h6" sx={{ m: 0 }}>{value}</Typography>
                  <Typography component="dt" variant="caption" color="text.secondary">{label}</Typography>
                </Grid>
              ))}
            </Grid>
            <Typography variant="subtitle2" component="h2" sx={{ textAlign: 'left' }}>{t('lib.snapshots')}</Typography>
            {data.snapshots.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'left', my: 1 }}>{t('lib.noSnapshots')}</Typography>
            ) : (
              <List dense>
                {data.snapshots.map((snapshot) => (
                  <ListItem key={`${snapshot.exchange}-${snapshot.date}`} disableGutters secondaryAction={<Chip size="small" label={t(`lib.status.${snapshot.status}`)} color={snapshot.status === 'Matched' ? 'success' : snapshot.status === 'Discrepancy' ? 'warning' : 'default'} />}>
                    <ListItemText primary={snapshot.exchange.toUpperCase()} secondary={<DateTime value={snapshot.date} />} />
                  </ListItem>
                ))}
              </List>
            )}
            <Button component={RouterLink} to={`/app/payback?onboard=true&ref=${encodeURIComponent(data.code)}`} variant="contained" size="large" fullWidth sx={{ mt: 2 }}>{t('lib.start')}</Button>
          </>
        )}
      </Paper>
    </Box>
  );
}
