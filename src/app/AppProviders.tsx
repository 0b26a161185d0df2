import { Suspense, useEffect, useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18next } from '@/i18n';
import { Toaster } from '@/components/Toaster';
import { PageSkeleton } from '@/components/PageSkeleton';
import { PagesProvider, type PageFacts } from '@/components/pageFacts';
import { SignInWhenRequired } from '@/components/SignInWhenRequired';
import { isPattern, pageList } from './pages';
import { appTheme } from './theme';

/** What each page's frame (src/components/PageFrame.tsx) shows of the registry. */
const pageFacts: Record<string, PageFacts> = Object.fromEntries(
  pageList.map((page) => [
    page.id,
    {
      namespace: page.namespace,
      robots: page.robots,
      canonicalPath: isPattern(page.paths[0]) ? undefined : page.paths[0],
    },
  ]),
);

/**
 * `queryClient`: the app's (src/app/queryClient.ts, `createQueryClient`), made by whoever renders
 * the app. It is not made here: the query cache's code then loads beside the page's chunk, not in
 * the browser's first load (src/main.tsx).
 */
type Props = { children: ReactNode; queryClient: QueryClient };

/** Theme, data, language, toasts and the sign-in prompt: what every screen (and every story and test) renders inside. */
export function AppProviders({ children, queryClient }: Props) {
  const [client] = useState(() => queryClient);
  // Answers carry content in the language they were asked in (Accept-Language): refetch them all
  // once the reader picks another one, instead of keying every query by language.
  useEffect(() => {
    let shown = i18next.language;
    const refetch = (language: string) => {
      if (language === shown) return;
      shown = language;
      void client.invalidateQueries();
    };
    i18next.on('languageChanged', refetch);
    return () => i18next.off('languageChanged', refetch);
  }, [client]);
  return (
    <ThemeProvider theme={appTheme()} defaultMode="system" noSsr>
      <CssBaseline enableColorScheme />
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18next}>
          <PagesProvider value={pageFacts}>
            <Suspense fallback={<PageSkeleton />}>
              {children}
              <SignInWhenRequired />
              <Toaster />
            </Suspense>
          </PagesProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
