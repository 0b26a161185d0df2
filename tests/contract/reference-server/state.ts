import { randomBytes } from 'node:crypto';
import type { Language } from './http';

/** The sandbox's data: its one account, its catalogue and the user's own rows. */
export const account = {
  id: 'ref-user-1',
  email: 'sandbox@octoss.app',
  code: '000000',
  createdAt: Date.UTC(2026, 0, 5),
};

export const exchanges = [
  {
    id: 'cex-a',
    name: 'CEX-A',
    displayName: 'CEX-A',
    paybackRate: 0.08,
    referralRate: 0.25,
    isActive: true,
    url: 'https://cex-a.example.com',
  },
  {
    id: 'cex-b',
    name: 'CEX-B',
    displayName: 'CEX-B',
    paybackRate: 0.06,
    referralRate: 0.2,
    isActive: true,
    url: 'https://cex-b.example.com',
  },
  {
    id: 'cex-c',
    name: 'CEX-C',
    displayName: 'CEX-C',
    paybackRate: 0.1,
    referralRate: 0.3,
    isActive: true,
    url: 'https://cex-c.example.com',
  },
];

/** How each exchange compares UIDs (the document's letter-case rule); others ignore case. */
export const caseSensitive = new Set(['cex-c']);

export const tiers = [
  { tier: 'Bronze', minScore: 0, multiplier: 1, rateBoost: 0, payoutFreq: 'Monthly', disputeSLA: 120 },
  { tier: 'Silver', minScore: 1000, multiplier: 1.01, rateBoost: 1, payoutFreq: 'Bi-weekly', disputeSLA: 72 },
  { tier: 'Gold', minScore: 5000, multiplier: 1.02, rateBoost: 2, payoutFreq: 'Weekly', disputeSLA: 48 },
  { tier: 'Platinum', minScore: 15000, multiplier: 1.03, rateBoost: 3, payoutFreq: 'Weekly', disputeSLA: 24 },
  { tier: 'Partner', minScore: 50000, multiplier: 1.05, rateBoost: 5, payoutFreq: 'Daily', disputeSLA: 4 },
];

export const gas: Record<string, number> = { 'ERC-20': 2.5, 'TRC-20': 1, 'BEP-20': 0.3 };

export const texts: Record<
  Language,
  { networks: Record<string, string>; processing: string; note: string; fix: string }
> = {
  en: {
    networks: { 'ERC-20': 'Ethereum (ERC-20)', 'TRC-20': 'TRON (TRC-20)', 'BEP-20': 'BNB Chain (BEP-20)' },
    processing: '2-10 minutes',
    note: 'Sandbox payout',
    fix: 'Register a new account through your referral link, then link its UID.',
  },
  ko: {
    networks: { 'ERC-20': '이더리움 (ERC-20)', 'TRC-20': '트론 (TRC-20)', 'BEP-20': 'BNB 체인 (BEP-20)' },
    processing: '2-10분',
    note: '샌드박스 지급',
    fix: '추천 링크로 새 계정을 만든 뒤 UID를 연결하세요.',
  },
  ja: {
    networks: { 'ERC-20': 'イーサリアム (ERC-20)', 'TRC-20': 'トロン (TRC-20)', 'BEP-20': 'BNBチェーン (BEP-20)' },
    processing: '2〜10分',
    note: 'サンドボックス支払い',
    fix: '紹介リンクから新しいアカウントを作成し、そのUIDを連携してください。',
  },
  vi: {
    networks: { 'ERC-20': 'Ethereum (ERC-20)', 'TRC-20': 'TRON (TRC-20)', 'BEP-20': 'BNB Chain (BEP-20)' },
    processing: '2-10 phút',
    note: 'Khoản chi sandbox',
    fix: 'Hãy đăng ký tài khoản mới qua liên kết giới thiệu rồi liên kết UID.',
  },
  id: {
    networks: { 'ERC-20': 'Ethereum (ERC-20)', 'TRC-20': 'TRON (TRC-20)', 'BEP-20': 'BNB Chain (BEP-20)' },
    processing: '2-10 menit',
    note: 'Pembayaran sandbox',
    fix: 'Daftarkan akun baru lewat tautan referral Anda, lalu tautkan UID-nya.',
  },
};

export type Link = { id: string; exchangeId: string; uid: string; createdAt: number };
export type Accrual = { id: string; exchangeId: string; gross: number; net: number; at: number };
export type RecordRow = {
  id: string;
  exchangeId: string;
  state: string;
  source: string;
  amount: number;
  txHash: string | null;
  at: number;
};
export type Payout = {
  id: string;
  amount: number;
  txHash: string;
  at: number;
  network: string;
  address: string;
  recordId: string;
};
export type Dispute = { id: string; recordId: string; reason: string; createdAt: number; slaHours: number };
export type Stored = { status: number; body: unknown; headers: Record<string, string>; hash: string };

/** The user's own rows: what the sandbox's reset empties. Every list keeps the order rows were made in. */
export type UserData = {
  links: Link[];
  accruals: Accrual[];
  records: RecordRow[];
  payouts: Payout[];
  disputes: Dispute[];
  claimableCents: number;
  earnedCents: number;
  wallet: { network: string; address: string | null; updatedAt: number | null };
  keys: Map<string, Stored>;
};

let sequence = 0;
export const newId = (prefix: string) => `${prefix}-${(sequence += 1).toString(36)}-${randomBytes(3).toString('hex')}`;
export const txHash = () => `0x${randomBytes(32).toString('hex')}`;

/** A fresh sandbox: nothing of the user's own but one example DISCREPANCY record to dispute (the document allows it). */
export function emptyData(now: number): UserData {
  return {
    links: [],
    accruals: [],
    records: [
      {
        id: newId('rec'),
        exchangeId: 'cex-a',
        state: 'DISCREPANCY',
        source: 'EXCHANGE_PAID',
        amount: 7.5,
        txHash: txHash(),
        at: now - 3 * 86_400_000,
      },
    ],
    payouts: [],
    disputes: [],
    claimableCents: 0,
    earnedCents: 0,
    wallet: { network: 'ERC-20', address: null, updatedAt: null },
    keys: new Map(),
  };
}

export const iso = (ms: number) => new Date(ms).toISOString();

/** YYYY-MM-DD of an instant on the clock of `timeZone`. */
const clocks = new Map<string, Intl.DateTimeFormat>();

export function localDay(ms: number, timeZone: string): string {
  let clock = clocks.get(timeZone);
  if (!clock)
    clocks.set(
      timeZone,
      (clock = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })),
    );
  const parts = clock.formatToParts(ms);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export const inPeriod = (ms: number, period: { from?: string; to?: string; tz: string }) => {
  const day = localDay(ms, period.tz);
  return (!period.from || day >= period.from) && (!period.to || day <= period.to);
};

export function page<T>(rows: T[], { page: number, pageSize }: { page: number; pageSize: number }) {
  return { items: rows.slice((number - 1) * pageSize, number * pageSize), page: number, pageSize, total: rows.length };
}

/** Newest first; rows made at the same instant keep the order they were made in. */
export const newestFirst = <T extends { at: number }>(rows: T[]) =>
  rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => b.row.at - a.row.at || a.index - b.index)
    .map(({ row }) => row);
