import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startDemoBackend } from '@/lib/demoBackend';
import { initialLanguage, startI18n } from '@/i18n';
import { App } from '@/app/App';

/**
 * Demo and testnet: the demo backend (a service worker of its own, see src/lib/demoBackend.ts)
 * starts after the first paint and API requests wait for it. Live mode starts none: the test reads
 * the raw variable, which the build replaces with its value, so a live build leaves the branch out.
 */
if (import.meta.env.VITE_API_MODE !== 'live') void startDemoBackend();

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
const container = document.getElementById('root')!;
const language = initialLanguage();
const started = startI18n(language);

/**
 * Prerendered HTML in the reader's language is hydrated once the translations it shows are in
 * (they are small), so the first render matches it. Otherwise (the SPA shell, or `?lang=` / a
 * stored choice other than the page's language) the app renders afresh in a transition, in slices
 * that leave the main thread free in between.
 */
if (container.hasAttribute('data-prerendered') && document.documentElement.lang === language) {
  void started.then(() => hydrateRoot(container, app));
} else {
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
