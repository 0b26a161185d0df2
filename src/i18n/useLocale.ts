import { useSyncExternalStore } from 'react';
import { i18next } from '@/i18n';
import { defaultLanguage, intlLocale, isLanguage, type Language } from '@/i18n/languages';

const subscribe = (onChange: () => void) => {
  i18next.on('languageChanged', onChange);
  return () => i18next.off('languageChanged', onChange);
};
const activeLanguage = () => i18next.language;

/**
 * The Intl locale of the active language, for src/domain/format.ts. A plain subscription to the
 * language, not a translation hook: money and dates sit in every table row, where a hook per cell
 * is a noticeable part of rendering a page.
 */
export function useLocale(): string {
  return intlLocale[useLanguage()];
}

/** The active language, one of the five (English until i18next has one). */
export function useLanguage(): Language {
  const language = useSyncExternalStore(subscribe, activeLanguage, activeLanguage);
  return isLanguage(language) ? language : defaultLanguage;
}
