import { catalogue } from '../../localize';

/** Payout notes by note id, and how the payout network and its processing time read. */
export const payoutContent = catalogue({
  en: {
    notes: { 'auto-biweekly': 'Bi-weekly auto payout', sandbox: 'Sandbox payout' },
    networkLabel: 'Ethereum (ERC-20)',
    processingTime: '2-10 minutes',
  },
  ko: {
    notes: { 'auto-biweekly': '2주마다 자동 지급', sandbox: '샌드박스 지급' },
    networkLabel: '이더리움(ERC-20)',
    processingTime: '2~10분',
  },
  ja: {
    notes: { 'auto-biweekly': '2週間ごとの自動支払い', sandbox: 'サンドボックスの支払い' },
    networkLabel: 'イーサリアム（ERC-20）',
    processingTime: '2〜10分',
  },
  vi: {
    notes: { 'auto-biweekly': 'Chi trả tự động hai tuần một lần', sandbox: 'Chi trả sandbox' },
    networkLabel: 'Ethereum (ERC-20)',
    processingTime: '2-10 phút',
  },
  id: {
    notes: { 'auto-biweekly': 'Pembayaran otomatis dua mingguan', sandbox: 'Pembayaran sandbox' },
    networkLabel: 'Ethereum (ERC-20)',
    processingTime: '2-10 menit',
  },
});
