import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, Navigate, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { QueryPart } from '@/components/QueryPart';
import { Logo } from '@/components/Logo';
import { PageFrame } from '@/components/PageFrame';
import { profileHead } from '@/components/pageHead';
import { usesMocks } from '@/lib/config';
import { useLanguage } from '@/i18n/useLocale';
import { profileCode } from '@/domain/referral';
import { profileQuery } from './api';
import { ProfileCard } from './ProfileCard';
import { paths } from '@/app/paths';

/** A trader's public profile at /l/{code}: stands alone, without the app chrome. A missing or failed profile is not indexed. */
export default function LinkInBioPage() {
  const { code = '' } = useParams();
  const { search, hash } = useLocation();
  // One address per profile: /l/OCTOSS-7F3K replaces itself (no history entry) with the lowercase one, the canonical.
  if (profileCode(code) !== code) return <Navigate to={`${paths['link-in-bio'](code)}${search}${hash}`} replace />;
  return <Profile code={code} />;
}

function Profile({ code }: { code: string }) {
  const { t } = useTranslation(['referral', 'common']);
  const language = useLanguage();
  const profile = useQuery({ ...profileQuery(code), retry: false });
  const { data, isError, error } = profile;
  const notFound = isError && isApiError(error) && error.status === 404;
  // The same head the build wrote for a profile it knew (src/components/pageHead.ts); the demo
  // backend's profiles have share images of their own, a live build's do not.
  const head = data ? profileHead(language, t, data, usesMocks) : undefined;
  return (
    <PageFrame
      page="link-in-bio"
      heading={null}
      title={head?.title}
      description={head?.description}
      image={head?.image}
      robots={isError ? 'noindex,follow' : undefined}
      noAddress={notFound}
      headPending={profile.isPending}
    >
      <Box
        component="main"
        sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
      >
        <Paper sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 440, textAlign: 'center' }}>
          <Box
            component={RouterLink}
            to={paths.landing()}
            aria-label={t('common:nav.home')}
            sx={{ color: 'text.primary', textDecoration: 'none', display: 'inline-block', mb: 2 }}
          >
            <Logo size={24} />
          </Box>
          {notFound ? (
            <>
              <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
                {t('lib.notFound')}
              </Typography>
              <Typography color="text.secondary" sx={{ my: 2 }}>
                {t('lib.notFoundText')}
              </Typography>
              <Button component={RouterLink} to={paths.landing()} variant="contained">
                {t('common:actions.backHome')}
              </Button>
            </>
          ) : (
            <QueryPart
              query={profile}
              errorTitle={t('lib.error')}
              // The card's height: it is centred on the page, so a shorter placeholder moved the logo above it when the card came.
              skeleton={<Skeleton variant="rounded" sx={{ height: 400 }} />}
            >
              {(loaded) => <ProfileCard profile={loaded} headingLevel="h1" />}
            </QueryPart>
          )}
        </Paper>
      </Box>
    </PageFrame>
  );
}
