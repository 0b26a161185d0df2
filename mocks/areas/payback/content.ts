import { catalogue } from '../../shared/localize';

/** What the trader can do about a rejected link, by rejection code (the client names the reason). */
export const rejectionFixes = catalogue({
  en: { EXISTING_ACCOUNT: 'Open a new account through the referral link, then link the new UID.' },
  ko: { EXISTING_ACCOUNT: '레퍼럴 링크로 새 계정을 만든 뒤 새 UID를 연결하세요.' },
  ja: { EXISTING_ACCOUNT: '紹介リンクから新しいアカウントを開設し、そのUIDを連携してください。' },
  vi: { EXISTING_ACCOUNT: 'Hãy mở tài khoản mới qua liên kết giới thiệu rồi liên kết UID mới.' },
  id: { EXISTING_ACCOUNT: 'Buka akun baru melalui tautan referral, lalu tautkan UID barunya.' },
});
