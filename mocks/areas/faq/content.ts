import { catalogue } from '../../shared/localize';

/** FAQ questions and answers by item id. Figures match the rest of the product. */
export const faqContent = catalogue({
  en: {
    'payback-rate': {
      question: 'How much of my trading fees do I get back?',
      answer:
        'Paybacks range from 40% to 90% of the trading fees you pay, depending on the exchange and your tier. Beta Deals add a limited-time +5% Beta Rate.',
    },
    'new-accounts': {
      question: 'Can I link an account I already have?',
      answer:
        'No. Only new account registrations are eligible: open a new account through an OCTOSS referral link, then link its UID. Existing accounts are rejected after review.',
    },
    'uid-approval': {
      question: 'How long does UID approval take?',
      answer: 'Exchanges confirm a linked UID within 24-48 hours. The demo approves it in about 2 seconds.',
    },
    'read-only': {
      question: 'Can OCTOSS move my funds?',
      answer:
        'No. Linking is read-only: we only see the fees your UID paid. We never ask for API keys with trading or withdrawal rights.',
    },
    'referral-rate': {
      question: 'How much do I earn from referrals?',
      answer:
        'Referral revenue starts at 25% and goes up to 40% with your tier (Silver +5, Gold +10, Platinum +15 points). The landing page shows the best beta programs at up to 90%.',
    },
    'minimum-claim': {
      question: 'What is the minimum claim?',
      answer:
        'You can claim from a minimum threshold of $10. Payouts are paid in USDT on Ethereum (ERC-20) and arrive in 2-10 minutes; gas is about $2.50.',
    },
    'payout-schedule': {
      question: 'When are automatic payouts made?',
      answer: 'Bronze is paid monthly, Silver bi-weekly, Gold and Platinum weekly, and Partner daily.',
    },
    trustboard: {
      question: 'What is Trustboard?',
      answer:
        'Trustboard lists every payment with its transaction hash, so anyone can verify it on-chain. Discrepancies are investigated within 24-48 hours.',
    },
    'platform-take': {
      question: 'What does OCTOSS keep?',
      answer:
        'The platform keeps about 10% of verified flows during the Close Beta. Everything else is paid back to you.',
    },
    tiers: {
      question: 'How do tiers work?',
      answer:
        'Tiers go Bronze, Silver (1,000), Gold (5,000), Platinum (15,000) and Partner (50,000 points). Higher tiers raise your rate, speed up payouts and shorten the dispute SLA.',
    },
    'points-caps': {
      question: 'Are oCTOSS points capped?',
      answer:
        'Payback points are capped at 200 a week and Academy points at 150 a week; referral points have no cap. Points never go below zero.',
    },
    testnet: {
      question: 'Can I try OCTOSS without real funds?',
      answer:
        'Yes. The Demo / Testnet page switches to a sandbox where you link demo accounts, simulate trading fees and claim, with no real funds involved.',
    },
  },
  ko: {
    'payback-rate': {
      question: '거래 수수료를 얼마나 돌려받나요?',
      answer:
        '거래소와 티어에 따라 지불한 거래 수수료의 40%~90%를 페이백으로 받습니다. 베타 딜은 기간 한정 +5% 베타 요율을 더해 줍니다.',
    },
    'new-accounts': {
      question: '이미 가지고 있는 계정을 연결할 수 있나요?',
      answer:
        '아니요. 신규 가입 계정만 대상입니다. OCTOSS 레퍼럴 링크로 새 계정을 만든 뒤 그 UID를 연결하세요. 기존 계정은 검토 후 거절됩니다.',
    },
    'uid-approval': {
      question: 'UID 승인은 얼마나 걸리나요?',
      answer: '거래소는 연결된 UID를 24~48시간 안에 확인합니다. 데모에서는 약 2초 만에 승인됩니다.',
    },
    'read-only': {
      question: 'OCTOSS가 제 자금을 움직일 수 있나요?',
      answer:
        '아니요. 연결은 읽기 전용이며 UID가 지불한 수수료만 확인합니다. 거래나 출금 권한이 있는 API 키는 절대 요청하지 않습니다.',
    },
    'referral-rate': {
      question: '레퍼럴로 얼마를 벌 수 있나요?',
      answer:
        '레퍼럴 수익은 25%에서 시작해 티어에 따라 최대 40%까지 올라갑니다(실버 +5, 골드 +10, 플래티넘 +15포인트). 랜딩 페이지에는 최대 90%의 최고 베타 프로그램이 표시됩니다.',
    },
    'minimum-claim': {
      question: '최소 청구 금액은 얼마인가요?',
      answer:
        '최소 $10부터 청구할 수 있습니다. 지급은 이더리움(ERC-20) USDT로 2~10분 안에 도착하며 가스비는 약 $2.50입니다.',
    },
    'payout-schedule': {
      question: '자동 지급은 언제 이루어지나요?',
      answer: '브론즈는 매월, 실버는 2주마다, 골드와 플래티넘은 매주, 파트너는 매일 지급됩니다.',
    },
    trustboard: {
      question: '트러스트보드란 무엇인가요?',
      answer:
        '트러스트보드는 모든 지급을 트랜잭션 해시와 함께 공개해 누구나 온체인에서 검증할 수 있게 합니다. 불일치는 24~48시간 안에 조사합니다.',
    },
    'platform-take': {
      question: 'OCTOSS는 얼마를 가져가나요?',
      answer: '클로즈 베타 기간 동안 플랫폼은 검증된 흐름의 약 10%를 가져갑니다. 나머지는 모두 당신에게 돌려드립니다.',
    },
    tiers: {
      question: '티어는 어떻게 작동하나요?',
      answer:
        '티어는 브론즈, 실버(1,000), 골드(5,000), 플래티넘(15,000), 파트너(50,000포인트) 순입니다. 높은 티어일수록 요율이 오르고 지급이 빨라지며 분쟁 SLA가 짧아집니다.',
    },
    'points-caps': {
      question: 'oCTOSS 포인트에 한도가 있나요?',
      answer:
        '페이백 포인트는 주 200, 아카데미 포인트는 주 150이 한도이며 레퍼럴 포인트는 한도가 없습니다. 포인트는 0 아래로 내려가지 않습니다.',
    },
    testnet: {
      question: '실제 자금 없이 OCTOSS를 체험할 수 있나요?',
      answer:
        '네. 데모 / 테스트넷 페이지에서 샌드박스로 전환해 데모 계정을 연결하고, 거래 수수료를 시뮬레이션하고, 청구해 볼 수 있습니다. 실제 자금은 전혀 쓰이지 않습니다.',
    },
  },
  ja: {
    'payback-rate': {
      question: '取引手数料はどれくらい戻ってきますか？',
      answer:
        '取引所とティアに応じて、支払った取引手数料の40%〜90%がペイバックされます。ベータディールでは期間限定で+5%のベータレートが加算されます。',
    },
    'new-accounts': {
      question: 'すでに持っているアカウントを連携できますか？',
      answer:
        'いいえ。対象は新規登録のアカウントのみです。OCTOSSの紹介リンクから新しいアカウントを開設し、そのUIDを連携してください。既存のアカウントは審査後に却下されます。',
    },
    'uid-approval': {
      question: 'UIDの承認にはどれくらいかかりますか？',
      answer: '取引所は連携されたUIDを24〜48時間以内に確認します。デモでは約2秒で承認されます。',
    },
    'read-only': {
      question: 'OCTOSSが私の資金を動かすことはできますか？',
      answer:
        'いいえ。連携は読み取り専用で、UIDが支払った手数料だけを確認します。取引や出金の権限を持つAPIキーを求めることはありません。',
    },
    'referral-rate': {
      question: 'リファラルでどれくらい稼げますか？',
      answer:
        'リファラル収益は25%から始まり、ティアに応じて最大40%まで上がります（シルバー+5、ゴールド+10、プラチナ+15ポイント）。ランディングページには最大90%のベータプログラムが表示されます。',
    },
    'minimum-claim': {
      question: '最低請求額はいくらですか？',
      answer: '最低$10から請求できます。支払いはイーサリアム（ERC-20）のUSDTで2〜10分以内に届き、ガス代は約$2.50です。',
    },
    'payout-schedule': {
      question: '自動支払いはいつ行われますか？',
      answer: 'ブロンズは毎月、シルバーは2週間ごと、ゴールドとプラチナは毎週、パートナーは毎日支払われます。',
    },
    trustboard: {
      question: 'トラストボードとは何ですか？',
      answer:
        'トラストボードはすべての支払いをトランザクションハッシュとともに公開し、誰でもオンチェーンで検証できるようにします。不一致は24〜48時間以内に調査します。',
    },
    'platform-take': {
      question: 'OCTOSSはいくら受け取りますか？',
      answer:
        'クローズドベータ期間中、プラットフォームは検証済みフローの約10%を受け取ります。残りはすべてあなたに還元されます。',
    },
    tiers: {
      question: 'ティアの仕組みは？',
      answer:
        'ティアはブロンズ、シルバー（1,000）、ゴールド（5,000）、プラチナ（15,000）、パートナー（50,000ポイント）です。上位ティアほどレートが上がり、支払いが早くなり、紛争SLAが短くなります。',
    },
    'points-caps': {
      question: 'oCTOSSポイントに上限はありますか？',
      answer:
        'ペイバックポイントは週200、アカデミーポイントは週150が上限で、リファラルポイントに上限はありません。ポイントが0を下回ることはありません。',
    },
    testnet: {
      question: '実際の資金を使わずに試せますか？',
      answer:
        'はい。デモ / テストネットのページでサンドボックスに切り替えると、デモアカウントの連携、取引手数料のシミュレーション、請求を試せます。実際の資金は一切使われません。',
    },
  },
  vi: {
    'payback-rate': {
      question: 'Tôi được hoàn lại bao nhiêu phí giao dịch?',
      answer:
        'Mức hoàn phí từ 40% đến 90% phí giao dịch bạn trả, tùy sàn và hạng của bạn. Ưu đãi Beta cộng thêm +5% Beta Rate trong thời gian có hạn.',
    },
    'new-accounts': {
      question: 'Tôi có thể liên kết tài khoản đã có không?',
      answer:
        'Không. Chỉ tài khoản đăng ký mới mới đủ điều kiện: mở tài khoản mới qua liên kết giới thiệu của OCTOSS rồi liên kết UID đó. Tài khoản cũ sẽ bị từ chối sau khi xét duyệt.',
    },
    'uid-approval': {
      question: 'Duyệt UID mất bao lâu?',
      answer: 'Sàn xác nhận UID đã liên kết trong 24-48 giờ. Bản demo duyệt trong khoảng 2 giây.',
    },
    'read-only': {
      question: 'OCTOSS có thể di chuyển tiền của tôi không?',
      answer:
        'Không. Liên kết chỉ có quyền đọc: chúng tôi chỉ thấy phí mà UID của bạn đã trả. Chúng tôi không bao giờ yêu cầu API key có quyền giao dịch hoặc rút tiền.',
    },
    'referral-rate': {
      question: 'Tôi kiếm được bao nhiêu từ giới thiệu?',
      answer:
        'Thu nhập giới thiệu bắt đầu từ 25% và lên tới 40% theo hạng (Bạc +5, Vàng +10, Bạch kim +15 điểm). Trang chủ hiển thị các chương trình beta tốt nhất lên tới 90%.',
    },
    'minimum-claim': {
      question: 'Số tiền rút tối thiểu là bao nhiêu?',
      answer:
        'Bạn có thể rút từ ngưỡng tối thiểu $10. Tiền được trả bằng USDT trên Ethereum (ERC-20), đến trong 2-10 phút; phí gas khoảng $2.50.',
    },
    'payout-schedule': {
      question: 'Khi nào chi trả tự động?',
      answer: 'Hạng Đồng nhận hàng tháng, Bạc hai tuần một lần, Vàng và Bạch kim hàng tuần, Đối tác hàng ngày.',
    },
    trustboard: {
      question: 'Trustboard là gì?',
      answer:
        'Trustboard liệt kê mọi khoản thanh toán kèm mã giao dịch để ai cũng có thể xác minh on-chain. Chênh lệch được điều tra trong 24-48 giờ.',
    },
    'platform-take': {
      question: 'OCTOSS giữ lại bao nhiêu?',
      answer:
        'Trong giai đoạn Close Beta, nền tảng giữ khoảng 10% dòng tiền đã xác minh. Phần còn lại được trả lại cho bạn.',
    },
    tiers: {
      question: 'Hạng hoạt động thế nào?',
      answer:
        'Các hạng gồm Đồng, Bạc (1.000), Vàng (5.000), Bạch kim (15.000) và Đối tác (50.000 điểm). Hạng cao hơn tăng mức hoàn phí, chi trả nhanh hơn và rút ngắn SLA khiếu nại.',
    },
    'points-caps': {
      question: 'Điểm oCTOSS có giới hạn không?',
      answer:
        'Điểm hoàn phí tối đa 200 mỗi tuần và điểm Academy tối đa 150 mỗi tuần; điểm giới thiệu không giới hạn. Điểm không bao giờ xuống dưới 0.',
    },
    testnet: {
      question: 'Tôi có thể thử OCTOSS mà không dùng tiền thật không?',
      answer:
        'Có. Trang Demo / Testnet chuyển sang sandbox, nơi bạn liên kết tài khoản demo, mô phỏng phí giao dịch và rút tiền mà không dùng tiền thật.',
    },
  },
  id: {
    'payback-rate': {
      question: 'Berapa banyak biaya trading yang saya dapatkan kembali?',
      answer:
        'Payback berkisar 40% hingga 90% dari biaya trading yang Anda bayar, tergantung bursa dan tingkat Anda. Penawaran Beta menambah Beta Rate +5% untuk waktu terbatas.',
    },
    'new-accounts': {
      question: 'Bisakah saya menautkan akun yang sudah ada?',
      answer:
        'Tidak. Hanya pendaftaran akun baru yang memenuhi syarat: buka akun baru melalui tautan referral OCTOSS, lalu tautkan UID-nya. Akun lama ditolak setelah ditinjau.',
    },
    'uid-approval': {
      question: 'Berapa lama persetujuan UID?',
      answer: 'Bursa mengonfirmasi UID yang ditautkan dalam 24-48 jam. Demo menyetujuinya dalam sekitar 2 detik.',
    },
    'read-only': {
      question: 'Bisakah OCTOSS memindahkan dana saya?',
      answer:
        'Tidak. Penautan hanya baca: kami hanya melihat biaya yang dibayar UID Anda. Kami tidak pernah meminta API key dengan hak trading atau penarikan.',
    },
    'referral-rate': {
      question: 'Berapa yang saya dapat dari referral?',
      answer:
        'Pendapatan referral mulai dari 25% dan naik hingga 40% sesuai tingkat Anda (Silver +5, Gold +10, Platinum +15 poin). Halaman utama menampilkan program beta terbaik hingga 90%.',
    },
    'minimum-claim': {
      question: 'Berapa klaim minimum?',
      answer:
        'Anda bisa klaim mulai ambang minimum $10. Pembayaran dalam USDT di Ethereum (ERC-20) dan tiba dalam 2-10 menit; biaya gas sekitar $2.50.',
    },
    'payout-schedule': {
      question: 'Kapan pembayaran otomatis dilakukan?',
      answer: 'Bronze dibayar bulanan, Silver dua mingguan, Gold dan Platinum mingguan, dan Partner harian.',
    },
    trustboard: {
      question: 'Apa itu Trustboard?',
      answer:
        'Trustboard mencantumkan setiap pembayaran beserta hash transaksinya sehingga siapa pun dapat memverifikasinya on-chain. Selisih diselidiki dalam 24-48 jam.',
    },
    'platform-take': {
      question: 'Berapa yang diambil OCTOSS?',
      answer:
        'Selama Close Beta, platform mengambil sekitar 10% dari aliran terverifikasi. Sisanya dibayarkan kembali kepada Anda.',
    },
    tiers: {
      question: 'Bagaimana tingkat bekerja?',
      answer:
        'Tingkatnya Bronze, Silver (1.000), Gold (5.000), Platinum (15.000), dan Partner (50.000 poin). Tingkat lebih tinggi menaikkan tarif, mempercepat pembayaran, dan mempersingkat SLA sengketa.',
    },
    'points-caps': {
      question: 'Apakah poin oCTOSS dibatasi?',
      answer:
        'Poin payback dibatasi 200 per minggu dan poin Academy 150 per minggu; poin referral tidak dibatasi. Poin tidak pernah di bawah nol.',
    },
    testnet: {
      question: 'Bisakah saya mencoba OCTOSS tanpa dana nyata?',
      answer:
        'Bisa. Halaman Demo / Testnet beralih ke sandbox tempat Anda menautkan akun demo, menyimulasikan biaya trading, dan klaim tanpa dana nyata.',
    },
  },
});
