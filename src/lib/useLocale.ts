import { useSyncExternalStore } from 'react';
import { i18next } from '@/i18n';
import { intlLocale, isLanguage } from '@/i18n/languages';

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
  const language = useSyncExternalStore(subscribe, activeLanguage, activeLanguage);
  return isLanguage(language) ? intlLocale[language] : intlLocale.en;
}
