import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** The offline notice itself (src/components/OfflineNotice.tsx loads it only when the browser is offline). */
export default function OfflineAlert() {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" role="status" data-testid="offline-notice" sx={{ borderRadius: 0 }}>
      {t('offline.notice')}
    </Alert>
  );
}
