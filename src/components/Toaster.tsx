import { lazy, Suspense, useSyncExternalStore } from 'react';
import { currentToasts, dismissToast, subscribeToasts } from '@/lib/toast';

/** The snackbar code is only fetched for the first toast: it stays out of every page's first load. */
const ToastView = lazy(() => import('./ToastView'));

/** Shows the oldest toast; the next follows when it closes. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, currentToasts);
  const current = toasts[0];
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <ToastView key={current.id} toast={current} onClose={() => dismissToast(current.id)} />
    </Suspense>
  );
}
