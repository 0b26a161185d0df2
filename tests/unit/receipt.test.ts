// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import type { Payout } from '@octoss/contract/payouts';
import { ApiError } from '@/api/errors';
import { proofStateOf, receiptFacts, receiptHtml, receiptStyle, receiptStyleHash } from '@/features/payouts/receipt';
import en from '@/i18n/locales/en/payouts.json';

const t = i18next.createInstance({
  lng: 'en',
  resources: { en: { payouts: en } },
  ns: ['payouts'],
  interpolation: { escapeValue: false },
  defaultNS: 'payouts',
});
await t.init();
const tPayouts = t.getFixedT('en', 'payouts');

const payout: Payout = {
  id: 'pay-1',
  amount: 120.5,
  txHash: `0x${'ab12'.repeat(16)}`,
  timestamp: '2026-11-24T05:30:00.000Z',
  note: 'Auto payout <b>bi-weekly</b>',
  status: 'COMPLETED',
  network: 'TRC-20',
  address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  recordId: 'rec-pay-1',
};

describe("a payout's receipt", () => {
  it("allows exactly its own style sheet in its Content-Security-Policy (the hash is the style's)", () => {
    expect(receiptStyleHash).toBe(`'sha256-${createHash('sha256').update(receiptStyle).digest('base64')}'`);
  });

  it("names amount, network, wallet, the tx hash with its explorer link, the reader's time and UTC, and the ledger reference", () => {
    const proof = proofStateOf('rec-pay-1', {
      data: { leafIndex: 41, treeSize: 1234, checkpoint: { period: '2026-W47' } } as never,
      error: null,
    });
    const facts = receiptFacts(payout, proof, { t: tPayouts, locale: 'en', timeZone: 'America/Los_Angeles' });
    const byKey = Object.fromEntries(facts.map((fact) => [fact.key, fact]));
    expect(byKey.amount!.value).toBe('120.50 USDT');
    expect(byKey.network!.value).toBe('TRC-20');
    expect(byKey.wallet!.value).toBe(payout.address);
    expect(byKey.tx).toMatchObject({
      value: payout.txHash,
      href: `https://tronscan.org/#/transaction/${payout.txHash}`,
    });
    expect(byKey.localTime).toMatchObject({ label: 'Time (America/Los_Angeles)', value: 'Nov 23, 2026, 21:30:00' });
    expect(byKey.utcTime).toMatchObject({ label: 'Time (UTC)', value: 'Nov 24, 2026, 05:30:00' });
    expect(byKey.record!.value).toBe('rec-pay-1');
    expect(byKey.proof!.value).toBe('Checkpoint 2026-W47, leaf 41 of 1,234');
  });

  it('says an open week is proven at the next checkpoint, and a payout without a record has none', () => {
    const open = new ApiError(409, { code: 'not_checkpointed', message: 'Not yet' });
    expect(proofStateOf('rec-1', { data: undefined, error: open })).toEqual({ kind: 'next' });
    expect(proofStateOf(null, { data: undefined, error: null })).toEqual({ kind: 'none' });
    expect(proofStateOf('rec-1', { data: undefined, error: null })).toEqual({ kind: 'checking' });
    expect(proofStateOf('rec-1', { data: undefined, error: new Error('offline') })).toEqual({ kind: 'unavailable' });
  });

  it('is one HTML file: escaped text, breakable hashes, no script and no external resource', () => {
    const facts = receiptFacts(payout, { kind: 'next' }, { t: tPayouts, locale: 'en', timeZone: 'UTC' });
    const html = receiptHtml({ lang: 'en', title: 'OCTOSS payout receipt pay-1', facts, footer: 'Issued today.' });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Auto payout &#60;b&#62;bi-weekly&#60;/b&#62;');
    expect(html).not.toMatch(/<script|<link|<img|src=|@import|url\(/i);
    expect(html).toContain(`content="default-src 'none'; style-src ${receiptStyleHash};`);
    expect(html).toContain('<code>0xab12ab<wbr>12ab12ab<wbr>');
    expect(html).toContain(`<a href="https://tronscan.org/#/transaction/${payout.txHash}" rel="noopener noreferrer">`);
    // UTC readers get one time, not the same one twice.
    expect(facts.filter((fact) => fact.key.endsWith('Time'))).toHaveLength(1);
  });
});
