import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/online';

/**
 * Says the browser is offline: the page shows its last data (in demo and testnet the demo
 * backend's worker answers from IndexedDB, and its offline cache serves the pages), and writes
 * are refused until the network is back (src/api/requestHook.ts). Nothing while online.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <Alert severity="warning" role="status" data-testid="offline-notice" sx={{ borderRadius: 0 }}>
      {t('offline.notice')}
    </Alert>
  );
}
