import { Suspense, useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18next } from '@/i18n';
import { Toaster } from '@/components/Toaster';
import { PageSkeleton } from '@/components/PageSkeleton';
import { createQueryClient } from './queryClient';
import { theme } from './theme';

type Props = { children: ReactNode; queryClient?: QueryClient };

/** Theme, data, language and toasts: what every screen (and every story and test) renders inside. */
export function AppProviders({ children, queryClient }: Props) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ThemeProvider theme={theme} defaultMode="system" noSsr>
      <CssBaseline enableColorScheme />
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18next}>
          <Suspense fallback={<PageSkeleton />}>
            {children}
            <Toaster />
          </Suspense>
        </I18nextProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
