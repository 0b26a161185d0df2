import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { PageSkeleton } from '@/components/PageSkeleton';
import type { RouteHandle } from '../routes';
import { BottomCtaBar } from './BottomCtaBar';
import { DealsBanner } from './DealsBanner';
import { Header } from './Header';

/** Banner, sticky header, the page (full width on the landing page, padded elsewhere), mobile CTA bar. */
export function AppLayout() {
  const matches = useMatches();
  const fullWidth = matches.some((match) => (match.handle as RouteHandle | undefined)?.fullWidth);
  const page = (
    <Suspense fallback={<PageSkeleton />}>
      <Outlet />
    </Suspense>
  );
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', pb: { xs: 10, md: 0 } }}>
      <DealsBanner />
      <Header />
      <Box component="main" id="main" sx={{ flexGrow: 1 }}>
        {fullWidth ? page : <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>{page}</Container>}
      </Box>
      <BottomCtaBar />
      <ScrollRestoration />
    </Box>
  );
}
