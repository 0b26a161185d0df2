import { catalogue } from '../../shared/localize';

/** Notes of special settlements, by note id. */
export const settlementNotes = catalogue({
  en: {
    'beta-rate-30d': 'Beta Rate bonus (+5%) for the last 30 days',
    'trading-competition': 'Trading competition reward',
    'referral-contest': 'Referral contest prize',
  },
  ko: {
    'beta-rate-30d': '최근 30일 베타 요율 보너스(+5%)',
    'trading-competition': '트레이딩 대회 보상',
    'referral-contest': '레퍼럴 콘테스트 상금',
  },
  ja: {
    'beta-rate-30d': '直近30日間のベータレートボーナス（+5%）',
    'trading-competition': 'トレードコンテストの報酬',
    'referral-contest': '紹介コンテストの賞金',
  },
  vi: {
    'beta-rate-30d': 'Thưởng Beta Rate (+5%) cho 30 ngày qua',
    'trading-competition': 'Phần thưởng cuộc thi giao dịch',
    'referral-contest': 'Giải thưởng cuộc thi giới thiệu',
  },
  id: {
    'beta-rate-30d': 'Bonus Beta Rate (+5%) untuk 30 hari terakhir',
    'trading-competition': 'Hadiah kompetisi trading',
    'referral-contest': 'Hadiah kontes referral',
  },
});
