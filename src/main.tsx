import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { startDemoBackend } from '@/lib/demoBackend';
import { startI18n } from '@/i18n';
import { App } from '@/app/App';

/**
 * Demo and testnet: the demo backend (a service worker of its own, see src/lib/demoBackend.ts)
 * starts after the first paint and API requests wait for it. Live mode starts none: the test reads
 * the raw variable, which the build replaces with its value, so a live build leaves the branch out.
 */
if (import.meta.env.VITE_API_MODE !== 'live') void startDemoBackend();

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
