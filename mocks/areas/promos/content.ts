import { catalogue } from '../../shared/localize';

/**
 * Promo texts, composed from the promo's type code, its exchange and its kind of offer. The type
 * names here are for these sentences; the client translates the type chips itself.
 */
export const promoContent = catalogue({
  en: {
    types: {
      rate_boost: 'Rate Boost',
      signup_bonus: 'Signup Bonus',
      volume_bonus: 'Volume Bonus',
      trading_competition: 'Trading Competition',
      deposit_bonus: 'Deposit Bonus',
      fee_discount: 'Fee Discount',
      referral_contest: 'Referral Contest',
      airdrop: 'Airdrop',
      learn_earn: 'Learn & Earn',
      vip_trial: 'VIP Trial',
      futures_bonus: 'Futures Bonus',
    },
    titles: { limited: '{{type}}: {{exchange}} limited offer', weekly: '{{type}}: {{exchange}} weekly offer' },
    description:
      '{{type}} for OCTOSS traders on {{exchange}}. New accounts linked through OCTOSS qualify automatically.',
  },
  ko: {
    types: {
      rate_boost: '요율 부스트',
      signup_bonus: '가입 보너스',
      volume_bonus: '거래량 보너스',
      trading_competition: '트레이딩 대회',
      deposit_bonus: '입금 보너스',
      fee_discount: '수수료 할인',
      referral_contest: '레퍼럴 콘테스트',
      airdrop: '에어드롭',
      learn_earn: '배우고 보상받기',
      vip_trial: 'VIP 체험',
      futures_bonus: '선물 보너스',
    },
    titles: { limited: '{{type}}: {{exchange}} 한정 혜택', weekly: '{{type}}: {{exchange}} 주간 혜택' },
    description:
      '{{exchange}}에서 거래하는 OCTOSS 트레이더를 위한 {{type}} 혜택입니다. OCTOSS로 연결한 신규 계정은 자동으로 참여됩니다.',
  },
  ja: {
    types: {
      rate_boost: 'レートブースト',
      signup_bonus: '新規登録ボーナス',
      volume_bonus: '取引量ボーナス',
      trading_competition: 'トレードコンテスト',
      deposit_bonus: '入金ボーナス',
      fee_discount: '手数料割引',
      referral_contest: '紹介コンテスト',
      airdrop: 'エアドロップ',
      learn_earn: 'ラーン＆アーン',
      vip_trial: 'VIPトライアル',
      futures_bonus: '先物ボーナス',
    },
    titles: { limited: '{{type}}：{{exchange}}限定オファー', weekly: '{{type}}：{{exchange}}週間オファー' },
    description:
      '{{exchange}}で取引するOCTOSSトレーダー向けの{{type}}です。OCTOSS経由で連携した新規アカウントは自動的に対象になります。',
  },
  vi: {
    types: {
      rate_boost: 'Tăng tỷ lệ',
      signup_bonus: 'Thưởng đăng ký',
      volume_bonus: 'Thưởng khối lượng',
      trading_competition: 'Cuộc thi giao dịch',
      deposit_bonus: 'Thưởng nạp tiền',
      fee_discount: 'Giảm phí',
      referral_contest: 'Cuộc thi giới thiệu',
      airdrop: 'Airdrop',
      learn_earn: 'Học để nhận thưởng',
      vip_trial: 'Dùng thử VIP',
      futures_bonus: 'Thưởng hợp đồng tương lai',
    },
    titles: {
      limited: '{{type}}: ưu đãi giới hạn trên {{exchange}}',
      weekly: '{{type}}: ưu đãi hằng tuần trên {{exchange}}',
    },
    description:
      '{{type}} dành cho nhà giao dịch OCTOSS trên {{exchange}}. Tài khoản mới liên kết qua OCTOSS tự động đủ điều kiện.',
  },
  id: {
    types: {
      rate_boost: 'Boost Rate',
      signup_bonus: 'Bonus Pendaftaran',
      volume_bonus: 'Bonus Volume',
      trading_competition: 'Kompetisi Trading',
      deposit_bonus: 'Bonus Deposit',
      fee_discount: 'Diskon Biaya',
      referral_contest: 'Kontes Referral',
      airdrop: 'Airdrop',
      learn_earn: 'Belajar & Dapatkan',
      vip_trial: 'Uji Coba VIP',
      futures_bonus: 'Bonus Futures',
    },
    titles: {
      limited: '{{type}}: penawaran terbatas {{exchange}}',
      weekly: '{{type}}: penawaran mingguan {{exchange}}',
    },
    description:
      '{{type}} untuk trader OCTOSS di {{exchange}}. Akun baru yang ditautkan melalui OCTOSS otomatis memenuhi syarat.',
  },
});
