import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { holdRequestsUntil, holdSignedInRequestsUntil } from '@/api/requestGate';
import { setRequestTimeout } from '@/api/requestTimeout';
import { usesMocks } from '@/lib/config';
import { currentDataset, registerDatasetSwitcher } from '@/lib/dataset';
import { reportMocksUnavailable } from '@/lib/mockStatus';
import { toast } from '@/lib/toast';
import { i18next, startI18n } from '@/i18n';
import { App } from '@/app/App';
import { firstPageShown } from '@/lib/firstPage';

/**
 * Demo and testnet: the mock service worker starts in its own lazily loaded chunk once the first
 * page has painted (loading it sooner would compete with the page's own code); requests wait for
 * it (holdRequestsUntil). Live mode never loads mock code.
 */
if (usesMocks) {
  // Read now: the reader may navigate (dropping the query) before the mocks start.
  const openedWithSearch = window.location.search;
  // After a few seconds the mocks start whatever happened: an error screen needs them as much as a page.
  const mocksMayStart = Promise.race([firstPageShown, new Promise((resolve) => setTimeout(resolve, 3000))]);
  const mocks = mocksMayStart.then(() => import('../mocks/browser')).then(async (module) => {
    const controller = await module.startMocks(currentDataset(), openedWithSearch);
    // Before requests are let through, so the shortened timeout of a fault test applies to all.
    if (controller.clientTimeoutMs) setRequestTimeout(controller.clientTimeoutMs);
    return controller;
  });
  holdRequestsUntil(mocks);
  // The demo user signs in through the contract's sign-in route, like any user of a real backend:
  // a stored token the mock still knows is kept, else the mock's own account signs in again.
  // Requests that need a user wait for it; the sign-in code loads with the mocks, not the entry.
  const signIn = mocks.then(async (controller) => {
    const module = await import('@/api/signIn');
    module.registerAccount(() => controller.account());
    return module;
  });
  // A freshly seeded database knows no token: sign in at once rather than ask with a stale one.
  const signedIn = Promise.all([mocks, signIn]).then(([controller, module]) => (controller.restoredFrom === 'restored' ? module.ensureSignedIn() : module.signIn()));
  holdSignedInRequestsUntil(signedIn);
  registerDatasetSwitcher({
    // Another data set does not know the token: its user signs in as the switch completes.
    use: async (dataset) => {
      (await mocks).useDataset(dataset);
      await (await signIn).signIn();
    },
  });
  // Where the demo backend stands, on <html>: for diagnostics, and for tests to wait on start-up
  // (the worker registers after the first paint) rather than count it against a page's own time.
  const markBackend = (state: 'ready' | 'unavailable') => document.documentElement.setAttribute('data-demo-backend', state);
  mocks.then(
    async (controller) => {
      markBackend('ready');
      if (controller.restoredFrom !== 'discarded') return;
      await startI18n();
      toast({ severity: 'info', title: i18next.t('common:mocks.resetTitle'), description: i18next.t('common:mocks.resetDescription') });
    },
    async () => {
      markBackend('unavailable');
      reportMocksUnavailable();
      await startI18n();
      toast({ severity: 'warning', title: i18next.t('common:mocks.unavailableTitle'), description: i18next.t('common:mocks.unavailableDescription') });
    },
  );
}

void startI18n();

// A transition: React renders the first screen in slices that leave the main thread free in between.
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
