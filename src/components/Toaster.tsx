import { useSyncExternalStore } from 'react';
import { currentToasts, dismissToast, initialToasts, subscribeToasts } from '@/lib/toast';
import { deferred } from './deferred';

/**
 * The snackbar code stays out of every page's first load: it is fetched in the background once the
 * first page has shown its first reads (`deferred`), not when the first toast comes. A page that has
 * gone offline by then must still say a write was refused, and the demo's worker keeps for offline
 * use only the files a page has loaded (src/demo/worker/offline.ts).
 */
const ToastView = deferred(() => import('./ToastView'));

/**
 * Shows the oldest toast; the next follows when it closes. While a prerendered page hydrates there
 * is none (as in its HTML), even if one was raised before: it shows right after.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, initialToasts);
  const current = toasts[0];
  if (!current) return null;
  return <ToastView key={current.id} needed toast={current} onClose={() => dismissToast(current.id)} />;
}
