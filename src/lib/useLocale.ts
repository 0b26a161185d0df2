import { useTranslation } from 'react-i18next';
import { intlLocale, isLanguage } from '@/i18n/languages';

/** The Intl locale of the active language, for src/domain/format.ts. */
export function useLocale(): string {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? intlLocale[i18n.language] : intlLocale.en;
}
