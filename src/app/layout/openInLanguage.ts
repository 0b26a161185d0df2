import { changeLanguage, type Language } from '@/i18n';
import { pathInLanguage } from '@/i18n/languagePath';

/**
 * Stores the choice under `lang` and opens the page at its address in `language` (`/ko/...`): each
 * language has its own prerendered HTML, and `?lang=` would override the prefix, so it is dropped.
 */
export function openInLanguage(language: Language): void {
  void changeLanguage(language);
  const search = new URLSearchParams(window.location.search);
  search.delete('lang');
  const query = search.size ? `?${search}` : '';
  window.location.assign(`${pathInLanguage(window.location.pathname, language)}${query}${window.location.hash}`);
}
