import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { startDemoBackend } from '@/lib/demoBackend';
import { initialLanguage, startI18n } from '@/i18n';
import { App } from '@/app/App';
import { appRouter, routerReady } from '@/app/router';
import { appTheme } from '@/app/theme';
import { nextTask } from '@/lib/nextTask';
import { cacheForPrerenderedPage } from '@/lib/prerenderedStyles';

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
  void hydrate();
} else {
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

/**
 * The first render needs the theme and the router, and the HTML shows the page itself, so the
 * router must have loaded the page's chunk and translations first. The theme and the router are each
 * made in a task of its own before hydration starts, instead of inside the first render where
 * they would add up to one long task. Hydration itself runs in a transition: time-sliced, it
 * yields to the browser every few milliseconds; outside one it is a single task.
 */
async function hydrate() {
  await started;
  await nextTask();
  appTheme();
  await nextTask();
  await routerReady(appRouter());
  await nextTask();
  const cache = cacheForPrerenderedPage(container);
  startTransition(() => void hydrateRoot(container, <CacheProvider value={cache}>{app}</CacheProvider>));
}
