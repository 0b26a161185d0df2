import { catalogue } from '../../shared/localize';

/**
 * The 70/210 playbook: checklist items by id, and sample posts by id, each with its channel and a
 * text the server fills with the trader's own earnings ({{amount}}) and referral link ({{link}}).
 * 'post-start' stands in for 'post-proof' while the trader has earned nothing: no "Got 0.00 USDT back".
 */
export const playbookContent = catalogue({
  en: {
    checklist: {
      'share-code': {
        task: 'Share your referral code',
        description: 'Post your code or Link-in-Bio once on your main channel.',
      },
      'first-claim': {
        task: 'Show your first claim',
        description: 'Claim a payout and share the Trustboard proof: nothing convinces like a real transaction hash.',
      },
      'dm-warm': {
        task: 'Message 10 warm contacts',
        description: 'Use the Warm 1:1 script from the DM pack, then follow up after 48-72 hours.',
      },
      'utm-links': {
        task: 'Tag every link',
        description: 'Build a UTM link per channel so you can see which one brings active friends.',
      },
      'weekly-post': {
        task: 'Post weekly results',
        description: 'One short post a week with your payback figures keeps friends engaged.',
      },
      'help-first-three': {
        task: 'Help your first 3 friends link a UID',
        description: 'Three active friends is the 70/210 target: about $210 a month.',
      },
    },
    samplePosts: {
      'post-proof': {
        channel: 'X / Twitter',
        text: 'Got {{amount}} USDT back from my trading fees this month. Every payout is on-chain: check the tx on Trustboard. Start with my link: {{link}}',
      },
      'post-start': {
        channel: 'X / Twitter',
        text: 'Just started getting my trading fees back with OCTOSS. Every payout is on-chain and anyone can check it on Trustboard. Join me: {{link}}',
      },
      'post-telegram': {
        channel: 'Telegram',
        text: 'Trading on CEX-A or CEX-C? Open a new account through my link and get up to 90% of your fees back, paid in USDT: {{link}}',
      },
      'post-story': { channel: 'Instagram story', text: 'Fees paid back, verified on-chain. Link in bio.' },
    },
  },
  ko: {
    checklist: {
      'share-code': { task: '레퍼럴 코드 공유하기', description: '주요 채널에 코드나 링크인바이오를 한 번 올리세요.' },
      'first-claim': {
        task: '첫 청구 보여주기',
        description:
          '지급을 청구하고 트러스트보드 증명을 공유하세요. 실제 트랜잭션 해시만큼 설득력 있는 것은 없습니다.',
      },
      'dm-warm': {
        task: '지인 10명에게 메시지 보내기',
        description: 'DM 팩의 1:1 스크립트를 쓰고 48~72시간 뒤 한 번 더 연락하세요.',
      },
      'utm-links': {
        task: '모든 링크에 태그 달기',
        description: '채널마다 UTM 링크를 만들어 어떤 채널이 활성 친구를 데려오는지 확인하세요.',
      },
      'weekly-post': {
        task: '주간 결과 올리기',
        description: '페이백 수치를 담은 짧은 글을 매주 올리면 친구들의 관심이 유지됩니다.',
      },
      'help-first-three': {
        task: '첫 친구 3명의 UID 연결 돕기',
        description: '활성 친구 3명이 70/210 목표입니다: 월 약 $210.',
      },
    },
    samplePosts: {
      'post-proof': {
        channel: 'X / 트위터',
        text: '이번 달 거래 수수료에서 {{amount}} USDT를 돌려받았어요. 모든 지급은 온체인에 있으니 트러스트보드에서 확인하세요. 제 링크로 시작하세요: {{link}}',
      },
      'post-start': {
        channel: 'X / 트위터',
        text: 'OCTOSS로 거래 수수료를 돌려받기 시작했어요. 모든 지급은 온체인에 기록되고 트러스트보드에서 누구나 확인할 수 있어요. 함께해요: {{link}}',
      },
      'post-telegram': {
        channel: '텔레그램',
        text: 'CEX-A나 CEX-C에서 거래하세요? 제 링크로 새 계정을 만들면 수수료의 최대 90%를 USDT로 돌려받아요: {{link}}',
      },
      'post-story': { channel: '인스타그램 스토리', text: '수수료 환급, 온체인 검증 완료. 링크는 프로필에.' },
    },
  },
  ja: {
    checklist: {
      'share-code': {
        task: '紹介コードを共有する',
        description: 'メインのチャネルにコードかリンクインバイオを一度投稿しましょう。',
      },
      'first-claim': {
        task: '最初の請求を見せる',
        description:
          '支払いを請求してトラストボードの証明を共有しましょう。本物のトランザクションハッシュほど説得力のあるものはありません。',
      },
      'dm-warm': {
        task: '知人10人にメッセージを送る',
        description: 'DMパックの1対1スクリプトを使い、48〜72時間後にフォローしましょう。',
      },
      'utm-links': {
        task: 'すべてのリンクにタグを付ける',
        description: 'チャネルごとにUTMリンクを作り、どこからアクティブな友人が来るかを確かめましょう。',
      },
      'weekly-post': {
        task: '毎週結果を投稿する',
        description: 'ペイバックの数字を添えた短い投稿を毎週続けると、友人の関心が続きます。',
      },
      'help-first-three': {
        task: '最初の友人3人のUID連携を手伝う',
        description: 'アクティブな友人3人が70/210の目標：月約$210です。',
      },
    },
    samplePosts: {
      'post-proof': {
        channel: 'X / Twitter',
        text: '今月は取引手数料から{{amount}} USDTが戻ってきました。支払いはすべてオンチェーン、トラストボードで確認できます。私のリンクから始めよう：{{link}}',
      },
      'post-start': {
        channel: 'X / Twitter',
        text: 'OCTOSSで取引手数料の還元を受け始めました。支払いはすべてオンチェーンで、トラストボードで誰でも確認できます。一緒に始めよう：{{link}}',
      },
      'post-telegram': {
        channel: 'Telegram',
        text: 'CEX-AやCEX-Cで取引していますか？私のリンクから新規口座を開くと手数料の最大90%がUSDTで戻ります：{{link}}',
      },
      'post-story': {
        channel: 'Instagramストーリーズ',
        text: '手数料が戻ってきて、オンチェーンで検証済み。リンクはプロフィールに。',
      },
    },
  },
  vi: {
    checklist: {
      'share-code': {
        task: 'Chia sẻ mã giới thiệu',
        description: 'Đăng mã hoặc Link-in-Bio một lần trên kênh chính của bạn.',
      },
      'first-claim': {
        task: 'Khoe lần rút đầu tiên',
        description:
          'Rút một khoản và chia sẻ bằng chứng trên Trustboard: không gì thuyết phục bằng một mã giao dịch thật.',
      },
      'dm-warm': {
        task: 'Nhắn cho 10 người quen',
        description: 'Dùng kịch bản 1:1 trong bộ DM, rồi nhắc lại sau 48-72 giờ.',
      },
      'utm-links': {
        task: 'Gắn thẻ mọi liên kết',
        description: 'Tạo một liên kết UTM cho mỗi kênh để biết kênh nào mang lại bạn bè hoạt động.',
      },
      'weekly-post': {
        task: 'Đăng kết quả hằng tuần',
        description: 'Mỗi tuần một bài ngắn với số liệu hoàn phí giúp bạn bè luôn quan tâm.',
      },
      'help-first-three': {
        task: 'Giúp 3 người bạn đầu tiên liên kết UID',
        description: 'Ba người bạn hoạt động là mục tiêu 70/210: khoảng $210 mỗi tháng.',
      },
    },
    samplePosts: {
      'post-proof': {
        channel: 'X / Twitter',
        text: 'Tháng này mình nhận lại {{amount}} USDT từ phí giao dịch. Mọi khoản chi trả đều on-chain: xem giao dịch trên Trustboard. Bắt đầu với liên kết của mình: {{link}}',
      },
      'post-start': {
        channel: 'X / Twitter',
        text: 'Mình vừa bắt đầu nhận lại phí giao dịch với OCTOSS. Mọi khoản chi trả đều on-chain, ai cũng kiểm tra được trên Trustboard. Tham gia cùng mình: {{link}}',
      },
      'post-telegram': {
        channel: 'Telegram',
        text: 'Bạn giao dịch trên CEX-A hay CEX-C? Mở tài khoản mới qua liên kết của mình để nhận lại tới 90% phí, trả bằng USDT: {{link}}',
      },
      'post-story': { channel: 'Story Instagram', text: 'Phí được hoàn lại, xác minh on-chain. Liên kết ở bio.' },
    },
  },
  id: {
    checklist: {
      'share-code': {
        task: 'Bagikan kode referral Anda',
        description: 'Unggah kode atau Link-in-Bio Anda sekali di kanal utama.',
      },
      'first-claim': {
        task: 'Tunjukkan klaim pertama',
        description:
          'Klaim pembayaran dan bagikan bukti Trustboard: tidak ada yang lebih meyakinkan dari hash transaksi nyata.',
      },
      'dm-warm': {
        task: 'Kirim pesan ke 10 kenalan',
        description: 'Gunakan skrip 1:1 dari paket DM, lalu tindak lanjuti setelah 48-72 jam.',
      },
      'utm-links': {
        task: 'Tandai setiap tautan',
        description: 'Buat tautan UTM per kanal agar tahu kanal mana yang membawa teman aktif.',
      },
      'weekly-post': {
        task: 'Unggah hasil mingguan',
        description: 'Satu postingan singkat per minggu dengan angka payback menjaga teman tetap tertarik.',
      },
      'help-first-three': {
        task: 'Bantu 3 teman pertama menautkan UID',
        description: 'Tiga teman aktif adalah target 70/210: sekitar $210 per bulan.',
      },
    },
    samplePosts: {
      'post-proof': {
        channel: 'X / Twitter',
        text: 'Bulan ini saya dapat kembali {{amount}} USDT dari biaya trading. Setiap pembayaran on-chain: cek transaksinya di Trustboard. Mulai dengan tautan saya: {{link}}',
      },
      'post-start': {
        channel: 'X / Twitter',
        text: 'Saya baru mulai dapat kembali biaya trading dengan OCTOSS. Setiap pembayaran on-chain dan bisa dicek siapa saja di Trustboard. Ayo gabung: {{link}}',
      },
      'post-telegram': {
        channel: 'Telegram',
        text: 'Trading di CEX-A atau CEX-C? Buka akun baru lewat tautan saya dan dapatkan kembali hingga 90% biaya, dibayar dalam USDT: {{link}}',
      },
      'post-story': {
        channel: 'Story Instagram',
        text: 'Biaya dibayar kembali, terverifikasi on-chain. Tautan di bio.',
      },
    },
  },
});
