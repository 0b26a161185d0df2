import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage, storageKeys } from '@/lib/storage';
import { defaultLanguage, isLanguage, languageCodes, type Language } from './languages';
import { languageOfPath } from './languagePath';
import { sharedNamespaces } from './namespaces';

export * from './languages';
export { sharedNamespaces } from './namespaces';

/**
 * Every locale file is a small chunk of its own, loaded for the active language only; a language's
 * shared namespaces are one chunk together (tooling/vite/shared-chunks.ts).
 */
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, done) {
    const load = localeFiles[`./locales/${language}/${namespace}.json`];
    if (!load) return done(null, {});
    load().then(
      (module) => done(null, module.default),
      (error: Error) => done(error, null),
    );
  },
};

/**
 * The path's language prefix (`/ko/...`, the prerendered pages and hreflang alternates) wins over
 * `?lang=ko`, which wins over the stored choice, which wins over English. Both in the address are stored.
 */
export function initialLanguage(): Language {
  const fromUrl = languageOfPath(window.location.pathname) ?? new URLSearchParams(window.location.search).get('lang');
  if (isLanguage(fromUrl)) {
    storage.set(storageKeys.language, fromUrl);
    return fromUrl;
  }
  const stored = storage.get(storageKeys.language);
  return isLanguage(stored) ? stored : defaultLanguage;
}

/** The language the reader sees now; English before i18n has started. */
export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : defaultLanguage;
}

export function changeLanguage(language: Language): Promise<unknown> {
  storage.set(storageKeys.language, language);
  return i18next.changeLanguage(language);
}

function syncDocumentLanguage(language: string) {
  document.documentElement.lang = language;
}

let started: Promise<unknown> | undefined;

/** Starts i18next once (later calls return the same start); the language is read only then, so a later call needs no `window`. */
export function startI18n(language?: Language): Promise<unknown> {
  started ??= (() => {
    // The prerender (src/prerender/entry.tsx) renders in Node: no document, no other tabs.
    if (typeof window !== 'undefined') listenInBrowser();
    return i18next
      .use(lazyLocales)
      .use(initReactI18next)
      .init({
        lng: language ?? initialLanguage(),
        fallbackLng: defaultLanguage,
        supportedLngs: languageCodes,
        ns: [...sharedNamespaces],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        returnNull: false,
        showSupportNotice: false,
        react: { useSuspense: true },
      });
  })();
  return started;
}

function listenInBrowser() {
  i18next.on('languageChanged', syncDocumentLanguage);
  // Another tab changed the language: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key === storageKeys.language && isLanguage(event.newValue) && event.newValue !== i18next.language) {
      void i18next.changeLanguage(event.newValue);
    }
  });
}

export { i18next };
