import { catalogue } from '../../shared/localize';

/** Marketplace descriptions and tags by product id (titles and providers are product names and stay). */
export const marketContent = catalogue({
  en: {
    'alpha-signals': {
      description:
        'Daily crypto trading signals with entry, target and stop levels; 85% accuracy over the last quarter.',
      tags: ['BTC', 'ETH', 'Daily'],
    },
    'grid-bot': {
      description: 'An automated grid trading bot for sideways markets, with risk limits you set.',
      tags: ['Grid', 'Automation'],
    },
    'swing-strategy': {
      description: 'Documented swing trading strategies with backtests and monthly updates.',
      tags: ['Swing', 'Backtested'],
    },
    'mentor-club': {
      description: 'Weekly live mentoring sessions on futures risk management for new traders.',
      tags: ['Futures', 'Live'],
    },
  },
  ko: {
    'alpha-signals': {
      description: '진입가, 목표가, 손절가가 포함된 데일리 암호화폐 트레이딩 시그널. 지난 분기 정확도 85%.',
      tags: ['BTC', 'ETH', '데일리'],
    },
    'grid-bot': {
      description: '횡보장을 위한 자동 그리드 트레이딩 봇. 리스크 한도는 직접 정합니다.',
      tags: ['그리드', '자동화'],
    },
    'swing-strategy': {
      description: '백테스트와 월간 업데이트가 포함된, 문서로 정리된 스윙 트레이딩 전략.',
      tags: ['스윙', '백테스트 완료'],
    },
    'mentor-club': {
      description: '초보 트레이더를 위한 선물 리스크 관리 주간 라이브 멘토링.',
      tags: ['선물', '라이브'],
    },
  },
  ja: {
    'alpha-signals': {
      description:
        'エントリー、ターゲット、ストップの水準つきの毎日の暗号資産トレードシグナル。直近四半期の的中率は85%。',
      tags: ['BTC', 'ETH', 'デイリー'],
    },
    'grid-bot': {
      description: 'レンジ相場向けの自動グリッド取引ボット。リスク上限はご自身で設定できます。',
      tags: ['グリッド', '自動化'],
    },
    'swing-strategy': {
      description: 'バックテストと毎月の更新つきで文書化されたスイングトレード戦略。',
      tags: ['スイング', 'バックテスト済み'],
    },
    'mentor-club': {
      description: '初心者トレーダー向けに、先物のリスク管理を毎週ライブで指導します。',
      tags: ['先物', 'ライブ'],
    },
  },
  vi: {
    'alpha-signals': {
      description:
        'Tín hiệu giao dịch tiền mã hóa hằng ngày kèm điểm vào lệnh, mục tiêu và cắt lỗ; độ chính xác 85% trong quý vừa qua.',
      tags: ['BTC', 'ETH', 'Hằng ngày'],
    },
    'grid-bot': {
      description: 'Bot giao dịch lưới tự động cho thị trường đi ngang, với giới hạn rủi ro do bạn đặt.',
      tags: ['Lưới', 'Tự động hóa'],
    },
    'swing-strategy': {
      description: 'Các chiến lược swing trading được ghi chép đầy đủ, có backtest và cập nhật hằng tháng.',
      tags: ['Swing', 'Đã backtest'],
    },
    'mentor-club': {
      description: 'Buổi hướng dẫn trực tiếp hằng tuần về quản lý rủi ro hợp đồng tương lai cho nhà giao dịch mới.',
      tags: ['Hợp đồng tương lai', 'Trực tiếp'],
    },
  },
  id: {
    'alpha-signals': {
      description:
        'Sinyal trading kripto harian dengan level entry, target, dan stop; akurasi 85% selama kuartal terakhir.',
      tags: ['BTC', 'ETH', 'Harian'],
    },
    'grid-bot': {
      description: 'Bot grid trading otomatis untuk pasar sideways, dengan batas risiko yang Anda tentukan.',
      tags: ['Grid', 'Otomatisasi'],
    },
    'swing-strategy': {
      description: 'Strategi swing trading yang terdokumentasi, lengkap dengan backtest dan pembaruan bulanan.',
      tags: ['Swing', 'Teruji backtest'],
    },
    'mentor-club': {
      description: 'Sesi mentoring langsung setiap minggu tentang manajemen risiko futures untuk trader pemula.',
      tags: ['Futures', 'Live'],
    },
  },
});
