import { catalogue } from '../../shared/localize';

/** The next best action by action type, and the tier milestone line of the dashboard. */
export const dashboardContent = catalogue({
  en: {
    nextAction: {
      link_exchange: {
        title: 'Link your first exchange',
        reason: 'No exchange is connected yet, so nothing is earning.',
        ctaText: 'Link exchange',
        impactBadge: 'High impact',
      },
      earn_points: {
        title: 'Complete Academy 1 to reach Silver',
        reason: 'Silver adds a +1% bracket to your payback rate.',
        ctaText: 'Open the guide',
        impactBadge: '+1% rate',
      },
      resolve_discrepancy: {
        title: 'Resolve your discrepancies',
        reason: 'Some payments do not match the exchange report.',
        ctaText: 'Review on Trustboard',
        impactBadge: 'Money at stake',
      },
      browse_promos: {
        title: "Browse this week's promos",
        reason: 'Live exchange promotions can boost your earnings.',
        ctaText: 'See promos',
        impactBadge: 'New offers',
      },
    },
    milestone: { next: '{{points}} points to {{tier}}', top: 'Top tier reached' },
  },
  ko: {
    nextAction: {
      link_exchange: {
        title: '첫 거래소를 연결하세요',
        reason: '연결된 거래소가 없어 아직 수익이 없습니다.',
        ctaText: '거래소 연결',
        impactBadge: '높은 효과',
      },
      earn_points: {
        title: '아카데미 1을 완료하고 실버로 올라가세요',
        reason: '실버는 페이백 요율에 +1% 구간을 더해 줍니다.',
        ctaText: '가이드 열기',
        impactBadge: '+1% 요율',
      },
      resolve_discrepancy: {
        title: '불일치를 해결하세요',
        reason: '일부 지급이 거래소 보고와 일치하지 않습니다.',
        ctaText: '트러스트보드에서 확인',
        impactBadge: '금액 확인 필요',
      },
      browse_promos: {
        title: '이번 주 프로모션 둘러보기',
        reason: '진행 중인 거래소 프로모션으로 수익을 높일 수 있습니다.',
        ctaText: '프로모션 보기',
        impactBadge: '새 혜택',
      },
    },
    milestone: { next: '{{tier}}까지 {{points}}포인트', top: '최고 티어 달성' },
  },
  ja: {
    nextAction: {
      link_exchange: {
        title: '最初の取引所を連携しましょう',
        reason: '取引所が未連携のため、まだ収益がありません。',
        ctaText: '取引所を連携',
        impactBadge: '効果大',
      },
      earn_points: {
        title: 'アカデミー1を修了してシルバーへ',
        reason: 'シルバーではペイバックレートに+1%の枠が加わります。',
        ctaText: 'ガイドを開く',
        impactBadge: '+1%レート',
      },
      resolve_discrepancy: {
        title: '不一致を解決しましょう',
        reason: '一部の支払いが取引所の報告と一致していません。',
        ctaText: 'トラストボードで確認',
        impactBadge: '金額に影響',
      },
      browse_promos: {
        title: '今週のプロモを見る',
        reason: '開催中の取引所プロモーションで収益を伸ばせます。',
        ctaText: 'プロモを見る',
        impactBadge: '新着特典',
      },
    },
    milestone: { next: '{{tier}}まであと{{points}}ポイント', top: '最上位ティアに到達' },
  },
  vi: {
    nextAction: {
      link_exchange: {
        title: 'Liên kết sàn đầu tiên',
        reason: 'Chưa có sàn nào được kết nối nên chưa có thu nhập.',
        ctaText: 'Liên kết sàn',
        impactBadge: 'Tác động lớn',
      },
      earn_points: {
        title: 'Hoàn thành Academy 1 để lên hạng Bạc',
        reason: 'Hạng Bạc cộng thêm mức +1% vào tỷ lệ hoàn phí.',
        ctaText: 'Mở hướng dẫn',
        impactBadge: '+1% tỷ lệ',
      },
      resolve_discrepancy: {
        title: 'Xử lý các chênh lệch',
        reason: 'Một số khoản thanh toán không khớp với báo cáo của sàn.',
        ctaText: 'Xem trên Trustboard',
        impactBadge: 'Liên quan tiền',
      },
      browse_promos: {
        title: 'Xem khuyến mãi tuần này',
        reason: 'Khuyến mãi đang diễn ra của sàn có thể tăng thu nhập của bạn.',
        ctaText: 'Xem khuyến mãi',
        impactBadge: 'Ưu đãi mới',
      },
    },
    milestone: { next: 'Còn {{points}} điểm nữa để lên hạng {{tier}}', top: 'Đã đạt hạng cao nhất' },
  },
  id: {
    nextAction: {
      link_exchange: {
        title: 'Tautkan bursa pertama Anda',
        reason: 'Belum ada bursa yang terhubung, jadi belum ada pendapatan.',
        ctaText: 'Tautkan bursa',
        impactBadge: 'Dampak besar',
      },
      earn_points: {
        title: 'Selesaikan Academy 1 untuk naik ke Silver',
        reason: 'Silver menambah kelompok +1% pada tarif payback Anda.',
        ctaText: 'Buka panduan',
        impactBadge: 'Tarif +1%',
      },
      resolve_discrepancy: {
        title: 'Selesaikan selisih Anda',
        reason: 'Beberapa pembayaran tidak cocok dengan laporan bursa.',
        ctaText: 'Tinjau di Trustboard',
        impactBadge: 'Ada dana terkait',
      },
      browse_promos: {
        title: 'Lihat promo minggu ini',
        reason: 'Promo bursa yang sedang berjalan bisa menambah pendapatan Anda.',
        ctaText: 'Lihat promo',
        impactBadge: 'Penawaran baru',
      },
    },
    milestone: { next: '{{points}} poin lagi menuju {{tier}}', top: 'Tingkat tertinggi tercapai' },
  },
});
