import { catalogue } from '../../shared/localize';

/** What each AI assistant does, by assistant id (the names are product names and stay as they are). */
export const aiContent = catalogue({
  en: {
    advice: {
      description: 'Explains your fee spend and suggests where a payback or a tier step pays off most.',
      features: ['Fee breakdown per exchange', 'Tier upgrade simulator', 'Weekly summary'],
    },
    'referral-crm': {
      description: 'Keeps track of the friends you invited and reminds you when to follow up.',
      features: ['Contact pipeline', 'Follow-up reminders', 'DM script suggestions'],
    },
    portfolio: {
      description: 'Reads your linked accounts (read-only) and shows allocation and risk at a glance.',
      features: ['Allocation view', 'Risk alerts', 'PnL by exchange'],
    },
    legal: {
      description: 'Answers common questions on crypto tax reporting and exchange terms.',
      features: ['Tax report checklist', 'Terms summaries', 'Jurisdiction notes'],
    },
    signals: {
      description: 'Scans markets for setups that match your rules and tells you why.',
      features: ['Custom rules', 'Backtest snapshots', 'Alert routing'],
    },
    'technical-analysis': {
      description: 'Draws support, resistance and trend lines and explains them in plain words.',
      features: ['Auto chart patterns', 'Multi-timeframe view', 'Plain-language notes'],
    },
  },
  ko: {
    advice: {
      description: '수수료 지출을 분석하고 페이백이나 티어 상승이 가장 효과적인 곳을 알려 드립니다.',
      features: ['거래소별 수수료 분석', '티어 업그레이드 시뮬레이터', '주간 요약'],
    },
    'referral-crm': {
      description: '초대한 친구를 관리하고 후속 연락할 때를 알려 드립니다.',
      features: ['연락처 파이프라인', '후속 연락 알림', 'DM 스크립트 추천'],
    },
    portfolio: {
      description: '연결된 계정을 읽기 전용으로 읽어 자산 배분과 리스크를 한눈에 보여 줍니다.',
      features: ['자산 배분 보기', '리스크 알림', '거래소별 손익'],
    },
    legal: {
      description: '암호화폐 세금 신고와 거래소 약관에 관한 자주 묻는 질문에 답합니다.',
      features: ['세금 신고 체크리스트', '약관 요약', '관할 지역별 참고 사항'],
    },
    signals: {
      description: '내 규칙에 맞는 셋업을 시장에서 찾아내고 그 이유를 설명합니다.',
      features: ['맞춤 규칙', '백테스트 스냅샷', '알림 라우팅'],
    },
    'technical-analysis': {
      description: '지지선, 저항선, 추세선을 그리고 쉬운 말로 설명합니다.',
      features: ['차트 패턴 자동 인식', '멀티 타임프레임 보기', '쉬운 말 해설'],
    },
  },
  ja: {
    advice: {
      description: '手数料の使い方を分析し、ペイバックやティアアップが最も効く場面を提案します。',
      features: ['取引所別の手数料内訳', 'ティアアップのシミュレーター', '週間サマリー'],
    },
    'referral-crm': {
      description: '招待した友だちを管理し、フォローアップのタイミングをお知らせします。',
      features: ['連絡先パイプライン', 'フォローアップのリマインダー', 'DMスクリプトの提案'],
    },
    portfolio: {
      description: '連携済みアカウントを読み取り専用で読み込み、資産配分とリスクをひと目で示します。',
      features: ['資産配分ビュー', 'リスクアラート', '取引所別の損益'],
    },
    legal: {
      description: '暗号資産の税務申告や取引所の規約について、よくある質問に答えます。',
      features: ['税務申告チェックリスト', '規約の要約', '法域ごとの注意点'],
    },
    signals: {
      description: 'あなたのルールに合うセットアップを市場から探し、その理由を説明します。',
      features: ['カスタムルール', 'バックテストのスナップショット', 'アラートの振り分け'],
    },
    'technical-analysis': {
      description: 'サポート、レジスタンス、トレンドラインを引き、わかりやすい言葉で解説します。',
      features: ['チャートパターンの自動検出', 'マルチタイムフレーム表示', 'わかりやすい解説'],
    },
  },
  vi: {
    advice: {
      description:
        'Phân tích khoản phí giao dịch bạn đã trả và gợi ý nơi hoàn phí hoặc lên hạng mang lại lợi ích nhiều nhất.',
      features: ['Phân tích phí theo từng sàn', 'Mô phỏng nâng hạng', 'Tóm tắt hằng tuần'],
    },
    'referral-crm': {
      description: 'Theo dõi những người bạn đã mời và nhắc bạn khi nào cần liên hệ lại.',
      features: ['Quy trình liên hệ', 'Nhắc nhở liên hệ lại', 'Gợi ý kịch bản DM'],
    },
    portfolio: {
      description: 'Đọc các tài khoản đã liên kết (chỉ đọc) và cho thấy phân bổ tài sản cùng rủi ro trong nháy mắt.',
      features: ['Xem phân bổ tài sản', 'Cảnh báo rủi ro', 'Lãi lỗ theo từng sàn'],
    },
    legal: {
      description: 'Trả lời các câu hỏi thường gặp về khai thuế tiền mã hóa và điều khoản của sàn.',
      features: ['Danh sách kiểm tra khai thuế', 'Tóm tắt điều khoản', 'Lưu ý theo khu vực pháp lý'],
    },
    signals: {
      description: 'Quét thị trường tìm các thiết lập khớp với quy tắc của bạn và giải thích lý do.',
      features: ['Quy tắc tùy chỉnh', 'Ảnh chụp backtest', 'Định tuyến cảnh báo'],
    },
    'technical-analysis': {
      description: 'Vẽ đường hỗ trợ, kháng cự và xu hướng, rồi giải thích bằng lời dễ hiểu.',
      features: ['Tự nhận diện mẫu hình biểu đồ', 'Xem đa khung thời gian', 'Ghi chú dễ hiểu'],
    },
  },
  id: {
    advice: {
      description:
        'Menjelaskan pengeluaran biaya Anda dan menyarankan di mana payback atau naik tingkat paling menguntungkan.',
      features: ['Rincian biaya per bursa', 'Simulator naik tingkat', 'Ringkasan mingguan'],
    },
    'referral-crm': {
      description: 'Mencatat teman yang Anda undang dan mengingatkan kapan perlu menindaklanjuti.',
      features: ['Pipeline kontak', 'Pengingat tindak lanjut', 'Saran skrip DM'],
    },
    portfolio: {
      description: 'Membaca akun tertaut Anda (hanya baca) dan menampilkan alokasi serta risiko dalam sekilas.',
      features: ['Tampilan alokasi', 'Peringatan risiko', 'PnL per bursa'],
    },
    legal: {
      description: 'Menjawab pertanyaan umum seputar pelaporan pajak kripto dan ketentuan bursa.',
      features: ['Daftar periksa laporan pajak', 'Ringkasan ketentuan', 'Catatan per yurisdiksi'],
    },
    signals: {
      description: 'Memindai pasar untuk setup yang cocok dengan aturan Anda dan menjelaskan alasannya.',
      features: ['Aturan khusus', 'Cuplikan backtest', 'Perutean peringatan'],
    },
    'technical-analysis': {
      description: 'Menggambar garis support, resistance, dan tren, lalu menjelaskannya dengan bahasa sederhana.',
      features: ['Pola grafik otomatis', 'Tampilan multi-timeframe', 'Catatan bahasa sederhana'],
    },
  },
});
