import en from '@/i18n/locales/en/tiers.json';
import id from '@/i18n/locales/id/tiers.json';
import ja from '@/i18n/locales/ja/tiers.json';
import ko from '@/i18n/locales/ko/tiers.json';
import vi from '@/i18n/locales/vi/tiers.json';
import { catalogue } from '../../shared/localize';
import type { TierName } from '@octoss/contract/common';
import type { Language } from '@/i18n/languages';

/** Notes of points history entries, by note id. */
export const pointsNotes = catalogue({
  en: {
    'payback-activity': 'Payback activity',
    'academy-activity': 'Academy activity',
    'referral-activity': 'Referral activity',
    'demo-points': 'Demo points',
  },
  ko: {
    'payback-activity': '페이백 활동',
    'academy-activity': '아카데미 활동',
    'referral-activity': '레퍼럴 활동',
    'demo-points': '데모 포인트',
  },
  ja: {
    'payback-activity': 'ペイバック活動',
    'academy-activity': 'アカデミー活動',
    'referral-activity': 'リファラル活動',
    'demo-points': 'デモポイント',
  },
  vi: {
    'payback-activity': 'Hoạt động hoàn phí',
    'academy-activity': 'Hoạt động Academy',
    'referral-activity': 'Hoạt động giới thiệu',
    'demo-points': 'Điểm demo',
  },
  id: {
    'payback-activity': 'Aktivitas payback',
    'academy-activity': 'Aktivitas Academy',
    'referral-activity': 'Aktivitas referral',
    'demo-points': 'Poin demo',
  },
});

/** Tier names in each language: the app's own `tiers` namespace, so the server's texts name tiers as the screens do. */
export const tierNames: Record<Language, Record<TierName, string>> = {
  en: en.names,
  ko: ko.names,
  ja: ja.names,
  vi: vi.names,
  id: id.names,
};
