/** The five languages, in menu order, each labelled in its own language. */
export const languages = [
  { code: 'ko', label: '한국어' },
  { code: 'ja', label: '日本語' },
  { code: 'vi', label: 'Tiếng Việt' },
  { code: 'id', label: 'Bahasa Indonesia' },
  { code: 'en', label: 'English' },
] as const;

export type Language = (typeof languages)[number]['code'];
export const defaultLanguage: Language = 'en';
export const languageCodes = languages.map((language) => language.code) as Language[];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languageCodes as string[]).includes(value);
}

/** BCP 47 tags for Intl, so Vietnamese and Indonesian money and dates look local. */
export const intlLocale: Record<Language, string> = {
  en: 'en-US',
  ko: 'ko-KR',
  ja: 'ja-JP',
  vi: 'vi-VN',
  id: 'id-ID',
};
