import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useIsHydrated } from '@/lib/hydration';
import { storage, storageKeys } from '@/lib/storage';
import { currentLanguage, defaultLanguage, isLanguage, type Language } from '@/i18n';
import { languageOfPath } from '@/i18n/languagePath';

const LanguageOfferBanner = lazy(() => import('./LanguageOfferBanner'));

/**
 * The language the browser prefers, when it is one of ours but English: the first of
 * `navigator.languages` that we have (`ko-KR` is ko), or none when English comes first.
 */
export function preferredLanguage(preferences: readonly string[]): Language | null {
  for (const tag of preferences) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base === defaultLanguage ? null : base;
  }
  return null;
}

/** Whether to offer `navigator.languages`' language: on an English page, to a reader who never chose a language nor answered. */
function languageToOffer(pathname: string): Language | null {
  if (languageOfPath(pathname) || currentLanguage() !== defaultLanguage) return null;
  if (storage.get(storageKeys.language) !== null || storage.get(storageKeys.languageOffer) !== null) return null;
  return preferredLanguage(navigator.languages ?? [navigator.language]);
}

/**
 * Offers a reader whose browser prefers Korean (or ja, vi, id) the page in that language, once, on
 * the English page: a banner in the offered language, never a redirect (English stays the default,
 * as the spec says). After hydration only, fixed over the page above the phone's call-to-action
 * bar, so it shifts nothing; the answer is remembered (`octoss.languageOffer`).
 */
export function LanguageOffer() {
  const hydrated = useIsHydrated();
  const { pathname } = useLocation();
  const [answered, setAnswered] = useState(false);
  if (!hydrated || answered) return null;
  const offered = languageToOffer(window.location.pathname || pathname);
  if (!offered) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOfferBanner
        language={offered}
        onAnswer={(accepted) => {
          storage.set(storageKeys.languageOffer, `${accepted ? 'accepted' : 'declined'}:${offered}`);
          setAnswered(true);
        }}
      />
    </Suspense>
  );
}
