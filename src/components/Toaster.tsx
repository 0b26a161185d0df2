import { useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { currentToasts, dismissToast, subscribeToasts } from '@/lib/toast';

/** Shows the oldest toast; the next follows when it closes. Errors stay longer. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, currentToasts);
  const current = toasts[0];
  if (!current) return null;
  const close = () => dismissToast(current.id);
  return (
    <Snackbar
      key={current.id}
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
  );
}
