import { useEffect, useState, type ReactNode } from 'react';
import { useColorScheme } from '@mui/material/styles';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../src/app/AppProviders';
import { createQueryClient } from '../src/app/queryClient';
import { changeLanguage, currentLanguage, startI18n, type Language } from '../src/i18n';
import { dismissAllToasts } from '../src/lib/toast';
import { authToken } from '../src/api/authToken';
import { setRequestHook } from '../src/api/requestHook';
import { storyToken } from '../stories/support/session';

/**
 * What every story renders inside: the app's providers, router, language and colour scheme. Loaded
 * by the preview's first loader (.storybook/preview.tsx), not with the preview's first chunk:
 * Storybook's own runtime comes first, and MUI, react-router, TanStack Query and i18next load beside
 * the first story's files.
 */
export const i18nStarted = startI18n('en');
export { changeLanguage, currentLanguage };
// As the entry (src/main.tsx) does: every request says the reader's language.
setRequestHook(() => ({ headers: { 'Accept-Language': currentLanguage() } }));

function ColorScheme({ scheme, children }: { scheme: 'light' | 'dark'; children: ReactNode }) {
  const { setMode } = useColorScheme();
  useEffect(() => setMode(scheme), [scheme, setMode]);
  return children;
}

export type StoryFrameProps = {
  story: ReactNode;
  locale: Language;
  scheme: 'light' | 'dark';
  route: string;
  routePath: string;
};

/**
 * Every story gets fresh providers: its own QueryClient (no data leaks between stories), no toast
 * left from the story before, a signed-in client, the chosen locale and scheme, and a router at `parameters.route`.
 */
export function StoryFrame({ story, locale, scheme, route, routePath }: StoryFrameProps) {
  const [queryClient] = useState(() => {
    dismissAllToasts();
    // Signed in with the token every story's mock backend knows (a signed-out story's does not).
    authToken.set({ token: storyToken, expiresAt: '2999-01-01T00:00:00.000Z' });
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    return client;
  });
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: routePath, element: story },
        { path: '*', element: story },
      ],
      { initialEntries: [route] },
    ),
  );
  // The story's language is set before its first render (localeLoader); this follows the toolbar after that.
  useEffect(() => void changeLanguage(locale), [locale]);
  return (
    <AppProviders queryClient={queryClient}>
      <ColorScheme scheme={scheme}>
        <RouterProvider router={router} />
      </ColorScheme>
    </AppProviders>
  );
}
