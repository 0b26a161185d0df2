import type { TFunction } from 'i18next';
import { errorCodes } from '@octoss/contract/errors';
import type { Payout } from '@octoss/contract/payouts';
import type { ProofBundleJson } from '@octoss/contract/proof';
import { isApiError } from '@/api/errors';
import { explorerTxUrl } from '@/domain/explorer';
import { formatDateTimeIn, formatInteger, formatUsdt } from '@/domain/format';

/**
 * A payout's receipt (spec: claims "with transaction-hash receipts"): one list of facts, shown in
 * the payout's details, printed from there, and saved as a standalone HTML file in the reader's
 * language. Each fact is a label, a value, and where the value has one, its link.
 */
export type ReceiptFact = { key: string; label: string; value: string; href?: string; code?: boolean };

/** What the receipt says of the ledger proof of the payout's record. */
export type ProofState =
  | { kind: 'none' }
  | { kind: 'checking' }
  | { kind: 'proven'; period: string; leafIndex: number; treeSize: number }
  | { kind: 'next' }
  | { kind: 'unavailable' };

/** The proof's state from its query (`GET /api/proof/records/{recordId}`): a 409 `not_checkpointed` is the open week's. */
export function proofStateOf(
  recordId: string | null,
  query: { data: ProofBundleJson | undefined; error: unknown },
): ProofState {
  if (!recordId) return { kind: 'none' };
  if (query.data)
    return {
      kind: 'proven',
      period: query.data.checkpoint.period,
      leafIndex: query.data.leafIndex,
      treeSize: query.data.treeSize,
    };
  if (isApiError(query.error) && query.error.code === errorCodes.notCheckpointed) return { kind: 'next' };
  return query.error ? { kind: 'unavailable' } : { kind: 'checking' };
}

type Context = { t: TFunction<'payouts'>; locale: string; timeZone: string };

function proofText(proof: ProofState, { t, locale }: Context): string {
  switch (proof.kind) {
    case 'proven':
      return t('receipt.proofAt', {
        period: proof.period,
        leaf: formatInteger(proof.leafIndex, locale),
        size: formatInteger(proof.treeSize, locale),
      });
    case 'next':
      return t('receipt.proofNext');
    case 'checking':
      return t('receipt.proofChecking');
    case 'unavailable':
      return t('receipt.proofUnavailable');
    case 'none':
      return t('receipt.proofNone');
  }
}

/** The facts of a receipt, in the order it lists them. */
export function receiptFacts(payout: Payout, proof: ProofState, context: Context): ReceiptFact[] {
  const { t, locale, timeZone } = context;
  const facts: (ReceiptFact | false)[] = [
    { key: 'id', label: t('receipt.id'), value: payout.id, code: true },
    { key: 'amount', label: t('receipt.amount'), value: formatUsdt(payout.amount, locale) },
    { key: 'status', label: t('receipt.status'), value: t(`history.statuses.${payout.status}`) },
    { key: 'network', label: t('receipt.network'), value: payout.network },
    {
      key: 'wallet',
      label: t('receipt.wallet'),
      value: payout.address ?? t('receipt.walletUnknown'),
      code: Boolean(payout.address),
    },
    payout.txHash
      ? {
          key: 'tx',
          label: t('receipt.tx'),
          value: payout.txHash,
          href: explorerTxUrl(payout.txHash, payout.network),
          code: true,
        }
      : { key: 'tx', label: t('receipt.tx'), value: t('history.statuses.PROCESSING') },
    {
      key: 'localTime',
      label: t('receipt.localTime', { zone: timeZone }),
      value: formatDateTimeIn(payout.timestamp, locale, timeZone),
    },
    timeZone !== 'UTC' && {
      key: 'utcTime',
      label: t('receipt.utcTime'),
      value: formatDateTimeIn(payout.timestamp, locale, 'UTC'),
    },
    { key: 'note', label: t('receipt.note'), value: payout.note },
    payout.recordId !== null && { key: 'record', label: t('receipt.record'), value: payout.recordId, code: true },
    { key: 'proof', label: t('receipt.proof'), value: proofText(proof, context) },
  ];
  return facts.filter((fact): fact is ReceiptFact => fact !== false);
}

/**
 * The receipt file's own style sheet: fixed text, so its hash is a constant, which the file's own
 * Content-Security-Policy allows (and nothing else: no script, no request). The file reads just as
 * well without it (where a stricter policy drops it): a heading and a table, hashes breakable.
 */
export const receiptStyle =
  'body{font:16px/1.5 system-ui,sans-serif;color:#111;margin:0 auto;max-width:40rem;padding:1.5rem}' +
  'h1{font-size:1.5rem;margin:0 0 1rem}table{border-collapse:collapse;width:100%}' +
  'th,td{text-align:left;vertical-align:top;padding:.5rem;border-bottom:1px solid #ccc}' +
  'th{font-weight:600;width:35%}code{font-family:ui-monospace,monospace;overflow-wrap:anywhere}' +
  'a{color:#0b57d0}p{color:#444;font-size:.875rem}@media(max-width:30rem){th,td{display:block;width:auto}th{border:0;padding-bottom:0}}';

/** `'sha256-…'` of `receiptStyle` (tests/unit/receipt.test.ts keeps the two together). */
export const receiptStyleHash = "'sha256-vbMtzNrbfbNBr01wB62fBjYUsDM0IqrrMo1tfkwDjp0='";

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A long code (a hash, an address) may break every 8 characters, even where no style says so. */
const breakable = (text: string) => escape(text).replace(/(\w{8})(?=\w)/g, '$1<wbr>');

/** The receipt as one HTML file: its own inline style, no script, no external resource. */
export function receiptHtml(receipt: { lang: string; title: string; facts: ReceiptFact[]; footer: string }): string {
  const rows = receipt.facts
    .map((fact) => {
      const text = fact.code ? `<code>${breakable(fact.value)}</code>` : escape(fact.value);
      const value = fact.href ? `<a href="${escape(fact.href)}" rel="noopener noreferrer">${text}</a>` : text;
      return `<tr><th scope="row">${escape(fact.label)}</th><td>${value}</td></tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="${escape(receipt.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src ${receiptStyleHash}; base-uri 'none'; form-action 'none'">
<meta name="referrer" content="no-referrer">
<title>${escape(receipt.title)}</title>
<style>${receiptStyle}</style>
</head>
<body>
<h1>${escape(receipt.title)}</h1>
<table>
${rows}
</table>
<p>${escape(receipt.footer)}</p>
</body>
</html>
`;
}
