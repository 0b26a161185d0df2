import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import type { Toast } from '@/lib/toast';
import { toastArea } from './toastArea';

/**
 * One toast as a live region (alert for errors, status otherwise) in its own element at the end of
 * <body>: an open dialog hides everything that was on the page when it opened from assistive
 * technology, and a toast raised by the dialog must still be heard. Errors stay longer.
 */
export default function ToastView({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Portal>
      <Snackbar
        open
        autoHideDuration={toast.severity === 'error' ? 8000 : 5000}
        onClose={(_, reason) => reason !== 'clickaway' && onClose()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        sx={{ bottom: toastArea.bottom }}
      >
        <Alert
          onClose={onClose}
          closeText={t('actions.close')}
          severity={toast.severity}
          variant="filled"
          sx={{ width: '100%', maxWidth: 420 }}
          role={toast.severity === 'error' ? 'alert' : 'status'}
        >
          <AlertTitle>{toast.title}</AlertTitle>
          {toast.description}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
