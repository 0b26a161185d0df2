import type { TierName } from '@octoss/contract/common';
import type { Language } from '@/i18n/languages';
import en from '@/i18n/locales/en/tiers.json';
import id from '@/i18n/locales/id/tiers.json';
import ja from '@/i18n/locales/ja/tiers.json';
import ko from '@/i18n/locales/ko/tiers.json';
import vi from '@/i18n/locales/vi/tiers.json';

/** Tier names in each language: the app's own `tiers` namespace, so the server's texts name tiers as the screens do. */
export const tierNames: Record<Language, Record<TierName, string>> = {
  en: en.names,
  ko: ko.names,
  ja: ja.names,
  vi: vi.names,
  id: id.names,
};
