import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { startDemoBackend } from '@/lib/demoBackend';
import { startI18n } from '@/i18n';
import { App } from '@/app/App';

// Demo and testnet: the mock backend's service worker (never loaded by the page itself).
startDemoBackend();
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
