import { lazy, Suspense, useSyncExternalStore } from 'react';
import { currentToasts, dismissToast, subscribeToasts, type Toast } from '@/lib/toast';

/** The snackbar code is only fetched for the first toast: it stays out of every page's first load. */
const ToastView = lazy(() => import('./ToastView'));

const none: readonly Toast[] = [];
const noToasts = () => none;

/**
 * Shows the oldest toast; the next follows when it closes. While a prerendered page hydrates there
 * is none (as in its HTML), even if one was raised before: it shows right after.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, noToasts);
  const current = toasts[0];
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <ToastView key={current.id} toast={current} onClose={() => dismissToast(current.id)} />
    </Suspense>
  );
}
