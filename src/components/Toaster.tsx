import { useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import { currentToasts, dismissToast, subscribeToasts } from '@/lib/toast';

/**
 * Shows the oldest toast; the next follows when it closes. Errors stay longer. Each toast is a
 * live region (alert for errors, status otherwise) in its own element at the end of <body>: an
 * open dialog hides everything that was on the page when it opened from assistive technology,
 * and a toast raised by the dialog must still be heard.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, currentToasts);
  const current = toasts[0];
  if (!current) return null;
  const close = () => dismissToast(current.id);
  return (
    <Portal key={current.id}>
      <Snackbar
        open
        autoHideDuration={current.severity === 'error' ? 8000 : 5000}
        onClose={(_, reason) => reason !== 'clickaway' && close()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        sx={{ bottom: { xs: 88, sm: 24 } }}
      >
        <Alert onClose={close} severity={current.severity} variant="filled" sx={{ width: '100%', maxWidth: 420 }} role={current.severity === 'error' ? 'alert' : 'status'}>
          <AlertTitle>{current.title}</AlertTitle>
          {current.description}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
