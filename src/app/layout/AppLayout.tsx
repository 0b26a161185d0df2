import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Outlet, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '@/components/PageSkeleton';
import { OfflineNotice } from '@/components/OfflineNotice';
import { BottomCtaBar } from './BottomCtaBar';
import { DealsBanner } from './DealsBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import { LanguageOffer } from './LanguageOffer';
import { PageScrollRestoration } from './PageScrollRestoration';
import { SkipLink } from './SkipLink';

/** What a route tells the layout (src/app/routes.tsx sets it from the page registry). */
export type RouteHandle = { fullWidth?: boolean };

/**
 * Skip link, banner, sticky header, the page (full width on the landing page, padded elsewhere),
 * footer, mobile CTA bar.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const matches = useMatches();
  const fullWidth = matches.some((match) => (match.handle as RouteHandle | undefined)?.fullWidth);
  const page = (
    <Suspense fallback={<PageSkeleton label={t('actions.loading')} />}>
      <Outlet />
    </Suspense>
  );
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink target="main" />
      {/* First in the reading order after the skip link, though it shows at the bottom (fixed): a keyboard reaches it at once. */}
      <LanguageOffer />
      <DealsBanner />
      <Header />
      <OfflineNotice />
      {/* Focusable for the skip link only; at least a screen tall, so the footer starts below the fold and never shifts in view as a page loads. */}
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flexGrow: 1, minHeight: '100vh', '&:focus': { outline: 'none' } }}
      >
        {fullWidth ? (
          page
        ) : (
          <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
            {page}
          </Container>
        )}
      </Box>
      <Footer />
      <BottomCtaBar />
      <PageScrollRestoration />
    </Box>
  );
}
