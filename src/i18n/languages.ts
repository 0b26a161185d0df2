import { defaultLanguage, isLanguage, type Language } from '@octoss/contract/languages';

export { defaultLanguage, isLanguage, type Language };

/** The contract's five languages, in menu order, each labelled in its own language. */
export const languages = [
  { code: 'ko', label: '한국어' },
  { code: 'ja', label: '日本語' },
  { code: 'vi', label: 'Tiếng Việt' },
  { code: 'id', label: 'Bahasa Indonesia' },
  { code: 'en', label: 'English' },
] as const satisfies readonly { code: Language; label: string }[];

export const languageCodes: Language[] = languages.map((language) => language.code);

/** BCP 47 tags for Intl, so Vietnamese and Indonesian money and dates look local. */
export const intlLocale: Record<Language, string> = {
  en: 'en-US',
  ko: 'ko-KR',
  ja: 'ja-JP',
  vi: 'vi-VN',
  id: 'id-ID',
};
