import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/online';

/** The same words without MUI's Alert, if its chunk cannot be loaded offline (a live build has no offline cache). */
function PlainOfflineNotice() {
  const { t } = useTranslation();
  return (
    <Box role="status" data-testid="offline-notice" sx={{ px: 2, py: 1, bgcolor: 'background.paper' }}>
      {t('offline.notice')}
    </Box>
  );
}

/**
 * MUI's Alert (with its icons) only when offline: a chunk of its own keeps it out of the first load.
 * The demo backend's worker keeps that chunk on install (src/components chunks are in its offline
 * shell, tooling/vite/demo-backend-worker.ts), so it loads offline too.
 */
const OfflineAlert = lazy(() => import('./OfflineAlert').catch(() => ({ default: PlainOfflineNotice })));

/**
 * Says the browser is offline: the page shows its last data (in demo and testnet the demo
 * backend's worker answers from IndexedDB, and its offline cache serves the pages), and writes
 * are refused until the network is back (src/api/requestHook.ts). Nothing while online.
 */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <Suspense fallback={null}>
      <OfflineAlert />
    </Suspense>
  );
}
