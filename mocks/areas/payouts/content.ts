import { catalogue } from '../../shared/localize';

/** Payout notes by note id, and how each payout network and the processing time read. */
export const payoutContent = catalogue({
  en: {
    notes: { 'auto-biweekly': 'Bi-weekly auto payout', sandbox: 'Sandbox payout' },
    networkLabels: { 'ERC-20': 'Ethereum (ERC-20)', 'TRC-20': 'TRON (TRC-20)', 'BEP-20': 'BNB Smart Chain (BEP-20)' },
    processingTime: '2-10 minutes',
  },
  ko: {
    notes: { 'auto-biweekly': '2주마다 자동 지급', sandbox: '샌드박스 지급' },
    networkLabels: { 'ERC-20': '이더리움(ERC-20)', 'TRC-20': '트론(TRC-20)', 'BEP-20': 'BNB 스마트 체인(BEP-20)' },
    processingTime: '2~10분',
  },
  ja: {
    notes: { 'auto-biweekly': '2週間ごとの自動支払い', sandbox: 'サンドボックスの支払い' },
    networkLabels: {
      'ERC-20': 'イーサリアム（ERC-20）',
      'TRC-20': 'トロン（TRC-20）',
      'BEP-20': 'BNBスマートチェーン（BEP-20）',
    },
    processingTime: '2〜10分',
  },
  vi: {
    notes: { 'auto-biweekly': 'Chi trả tự động hai tuần một lần', sandbox: 'Chi trả sandbox' },
    networkLabels: {
      'ERC-20': 'Ethereum (ERC-20)',
      'TRC-20': 'Mạng TRON (TRC-20)',
      'BEP-20': 'Mạng BNB Smart Chain (BEP-20)',
    },
    processingTime: '2-10 phút',
  },
  id: {
    notes: { 'auto-biweekly': 'Pembayaran otomatis dua mingguan', sandbox: 'Pembayaran sandbox' },
    networkLabels: {
      'ERC-20': 'Ethereum (ERC-20)',
      'TRC-20': 'Jaringan TRON (TRC-20)',
      'BEP-20': 'Jaringan BNB Smart Chain (BEP-20)',
    },
    processingTime: '2-10 menit',
  },
});
