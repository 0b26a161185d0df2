import { RouterProvider } from 'react-router/dom';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './AppProviders';
import { appRouter } from './router';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={appRouter()} />
    </AppProviders>
  );
}

// The entry loads the app and its router as one chunk (src/main.tsx).
export { appRouter, routerReady } from './router';
