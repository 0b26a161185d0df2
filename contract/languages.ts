/**
 * The languages the API answers content in (`Accept-Language`, `Content-Language`), the default
 * first. The app's language menu offers the same five (src/i18n/languages.ts adds their labels).
 */
export const languageCodes = ['en', 'ko', 'ja', 'vi', 'id'] as const;

export type Language = (typeof languageCodes)[number];
export const defaultLanguage: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value);
}
