import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { languages, type Language } from '../src/i18n/languages';
import { storageKeys } from '../src/lib/storage';
import { controlsKey, mockLoader } from '../stories/support/mockLoader';
import { a11yParameters } from '../stories/support/a11y';
import type { StoryFrameProps } from './StoryFrame';

/** The story frame's module (./StoryFrame.tsx), fetched by the first story that loads. */
const frameModule = import('./StoryFrame');

type Scheme = 'light' | 'dark';
const isScheme = (value: unknown): value is Scheme => value === 'light' || value === 'dark';

/**
 * The colour scheme of a story: the toolbar's `scheme`; `theme` (the key most Storybooks use, e.g.
 * `?globals=theme:dark`) is read too, so it is not silently ignored; light otherwise.
 */
export function schemeOf(globals: Record<string, unknown>): Scheme {
  if (isScheme(globals.scheme)) return globals.scheme;
  if (isScheme(globals.theme)) return globals.theme;
  return 'light';
}

/** The frame every story renders inside, for the decorator (withProviders). */
const frameLoader: Loader = async () => ({ StoryFrame: (await frameModule).StoryFrame });

/**
 * The story's language is set before it renders, so its first requests already say it
 * (Accept-Language): set after the first render, the first answers came in the language of the
 * story before (English texts beside Korean labels).
 */
const localeLoader: Loader = async ({ globals }) => {
  const { i18nStarted, currentLanguage, changeLanguage } = await frameModule;
  await i18nStarted;
  const locale = (globals.locale ?? 'en') as Language;
  if (currentLanguage() !== locale) await changeLanguage(locale);
  return {};
};

/**
 * Every story opens in a fresh browser: what the app keeps in localStorage between visits (the
 * ledger proof's owner key and last checkpoint, the answer to the language offer) is forgotten, so
 * a story never shows what the story before it left. A story that needs some of it sets it in its own loader.
 */
const freshBrowserLoader: Loader = () => {
  const kept = [storageKeys.languageOffer, storageKeys.proof];
  for (const key of Object.keys(window.localStorage))
    if (kept.some((prefix) => key === prefix || key.startsWith(`${prefix}.`))) window.localStorage.removeItem(key);
  return {};
};

/**
 * The frame is keyed on the Controls that choose the mock backend (a page story's `data`, `backend`,
 * `tamper`): the loaders have made a new backend for them, and the frame's QueryClient and router
 * (kept in state) start again, so a changed control never shows answers cached from the backend before.
 */
const withProviders: Decorator = (Story, context) => {
  const route = (context.parameters.route as string | undefined) ?? '/';
  const { StoryFrame } = context.loaded as { StoryFrame: (props: StoryFrameProps) => JSX.Element };
  return (
    <StoryFrame
      key={controlsKey(context.args)}
      story={<Story />}
      locale={(context.globals.locale ?? 'en') as Language}
      scheme={schemeOf(context.globals)}
      route={route}
      routePath={(context.parameters.routePath as string | undefined) ?? route.split(/[?#]/)[0]!}
    />
  );
};

const preview: Preview = {
  decorators: [withProviders],
  loaders: [freshBrowserLoader, frameLoader, localeLoader, mockLoader],
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: languages.map((language) => ({ value: language.code, title: language.label })),
        dynamicTitle: true,
      },
    },
    scheme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Scheme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    // Not in the toolbar: what `?globals=theme:dark` and other Storybooks' habits set (schemeOf).
    theme: { description: 'Colour scheme (another name for scheme)' },
  },
  // No initial scheme: an unset scheme lets `theme` speak (schemeOf).
  initialGlobals: { locale: 'en' },
  parameters: {
    a11y: a11yParameters,
    layout: 'fullscreen',
    viewport: {
      options: {
        phone: { name: 'Phone 390', styles: { width: '390px', height: '844px' } },
        smallPhone: { name: 'Phone 360', styles: { width: '360px', height: '740px' } },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' } },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '900px' } },
      },
    },
  },
};

export default preview;
