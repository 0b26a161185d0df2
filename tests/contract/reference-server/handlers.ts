import { randomBytes } from 'node:crypto';
import type { Defect } from './defects';
import { Failure, type Answer, type Language } from './http';
import {
  account,
  caseSensitive,
  exchanges,
  gas,
  inPeriod,
  iso,
  newestFirst,
  newId,
  page,
  texts,
  tiers,
  txHash,
  type Link,
  type RecordRow,
  type UserData,
} from './state';
import { addressProblem } from './wallet';
import { amount, email, object, oneOf, only, paging, period, text, type Query } from './validate';

export type Context = {
  data: UserData;
  query: Query;
  body: unknown;
  params: Record<string, string>;
  lang: Language;
  now: number;
  token?: string;
  has(defect: Defect): boolean;
  reviewMs: number;
  sessions: Map<string, number>;
  reset(): void;
  /** The claimable balance as this request first saw it (the concurrent-overdraw defect decides on it). */
  claimableSeen?: number;
};

const cents = (value: number) => Math.round(value * 100);
const usdt = (value: number) => value / 100;
const json = (body: unknown, status = 200): Answer => ({ status, body });

// Links ----------------------------------------------------------------------------------------

function linkView(link: Link, context: Context) {
  const decidedAt = link.createdAt + context.reviewMs;
  const decided = context.now >= decidedAt;
  const rejected = decided && link.uid.startsWith('1000');
  return {
    id: link.id,
    userId: account.id,
    exchange: link.exchangeId,
    uid: link.uid,
    status: !decided ? 'PENDING' : rejected ? 'REJECTED' : 'APPROVED',
    createdAt: iso(link.createdAt),
    approvedAt: decided && !rejected ? iso(decidedAt) : null,
    rejection: rejected ? { code: 'EXISTING_ACCOUNT', fix: texts[context.lang].fix } : null,
  };
}

const sameUid = (exchangeId: string, a: string, b: string) =>
  caseSensitive.has(exchangeId) ? a === b : a.toUpperCase() === b.toUpperCase();

// Money ----------------------------------------------------------------------------------------

function netCents(grossCents: number, exchangeId: string, context: Context): number {
  if (context.has('net-from-exchange-rate')) {
    const rate = exchanges.find((row) => row.id === exchangeId)?.paybackRate ?? 0.1;
    return Math.round(grossCents * (1 - rate));
  }
  return context.has('net-rounded-down')
    ? Math.floor((grossCents * 90) / 100)
    : Math.floor((grossCents * 90 + 50) / 100);
}

function balanceView(context: Context) {
  const { data, lang } = context;
  return {
    claimable: usdt(data.claimableCents),
    totalEarned: usdt(data.earnedCents),
    minimumClaim: 10,
    currency: 'USDT',
    network: data.wallet.network,
    networkLabel: texts[lang].networks[data.wallet.network],
    gasEstimate: gas[data.wallet.network],
    processingTime: texts[lang].processing,
  };
}

const payoutView = (payout: UserData['payouts'][number], lang: Language) => ({
  id: payout.id,
  amount: payout.amount,
  txHash: payout.txHash,
  timestamp: iso(payout.at),
  note: texts[lang].note,
  status: 'COMPLETED',
  network: payout.network,
  address: payout.address,
  recordId: payout.recordId,
});

function recordView(row: RecordRow, data: UserData) {
  return {
    id: row.id,
    userId: account.id,
    exchange: row.exchangeId,
    state: row.state,
    txHash: row.txHash,
    sourceLabel: row.source,
    amount: row.amount,
    timestamp: iso(row.at),
    disputed: data.disputes.some((dispute) => dispute.recordId === row.id),
  };
}

/** Records newest first (or by a sort, stable); the unstable-order defect shuffles rows made within a second. */
function orderedRecords(context: Context, rows: RecordRow[], sort = '-timestamp'): RecordRow[] {
  let ordered = newestFirst(rows);
  if (context.has('unstable-order'))
    ordered = ordered
      .map((row) => ({ row, key: Math.floor(row.at / 1000), shuffle: Math.random() }))
      .sort((a, b) => b.key - a.key || a.shuffle - b.shuffle)
      .map(({ row }) => row);
  const field = sort.replace(/^-/, '');
  const sign = sort.startsWith('-') ? -1 : 1;
  if (field === 'amount') return [...ordered].sort((a, b) => sign * (a.amount - b.amount));
  if (sort === 'timestamp') return [...ordered].sort((a, b) => a.at - b.at);
  return ordered;
}

function periodOf(context: Context, maxDays?: number) {
  return period(context.query, { checkZone: !context.has('invalid-tz-ignored'), maxDays });
}

const dayFilter = (context: Context, period: { from?: string; to?: string; tz: string }) =>
  context.has('tz-ignored') ? { ...period, tz: 'UTC' } : period;

function paged<T>(context: Context, rows: T[]) {
  const paging_ = paging(context.query);
  const answer = page(rows, paging_);
  if (context.has('page-past-end-404') && answer.items.length === 0 && paging_.page > 1)
    throw new Failure(404, 'not_found', 'No such page');
  return answer;
}

function csv(header: string[], rows: unknown[][]): string {
  const cell = (value: unknown) => {
    let text = String(value ?? '');
    if (/^[=+\-@]/.test(text) && typeof value === 'string') text = `'${text}`;
    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

function exportOf(context: Context, name: string, header: string[], rows: { at: number; cells: unknown[] }[]): Answer {
  const asked = periodOf(context, 366);
  const filter = dayFilter(context, asked);
  const kept = rows.filter((row) => inPeriod(row.at, filter)).sort((a, b) => b.at - a.at);
  const dates = asked.from || asked.to ? `-${asked.from ?? 'start'}-${asked.to ?? 'today'}` : '';
  return {
    status: 200,
    text: csv(
      header,
      kept.map((row) => row.cells),
    ),
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      ...(context.has('csv-no-disposition')
        ? {}
        : { 'Content-Disposition': `attachment; filename="octoss-${name}${dates}.csv"` }),
    },
  };
}

// Handlers, by "METHOD path" -------------------------------------------------------------------

export const handlers: Record<string, (context: Context) => Answer> = {
  'POST /api/auth/sessions': (context) => {
    const body = object(context.body, ['email', 'code']);
    const address = email(body.email);
    if (typeof body.code !== 'string' || !/^\d{6}$/.test(body.code))
      throw new Failure(400, 'validation', 'Invalid code', { code: ['Six digits'] });
    if (address.toLowerCase() !== account.email || body.code !== account.code)
      throw new Failure(401, 'unauthorized', 'Unknown email or wrong code', undefined, {
        'WWW-Authenticate': 'Bearer',
      });
    const token = randomBytes(32).toString('hex');
    const expiresAt = context.now + 30 * 86_400_000;
    context.sessions.set(token, expiresAt);
    return json({ token, expiresAt: iso(expiresAt) }, 201);
  },
  'DELETE /api/auth/sessions/current': (context) => {
    if (context.token && !context.has('signout-keeps-token')) context.sessions.delete(context.token);
    return { status: 204 };
  },
  'GET /api/me': () =>
    json({
      id: account.id,
      email: account.email,
      tier: 'Bronze',
      oCTOSSPoints: 0,
      createdAt: iso(account.createdAt),
      signedIn: true,
      nextTier: 'Silver',
      nextTierPct: 0,
      nextTierAt: 1000,
    }),
  'GET /api/exchanges': (context) => json(paged(context, exchanges)),
  'GET /api/tiers': () => json(tiers),

  'GET /api/uid-links': (context) => {
    const rows = [...context.data.links].reverse().sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? -1 : 1));
    return json(
      paged(
        context,
        rows.map((link) => linkView(link, context)),
      ),
    );
  },
  'POST /api/uid-links': (context) => {
    const body = object(context.body, ['exchangeId', 'uid']);
    const exchangeId = text(body.exchangeId, 'exchangeId', 1, 200);
    const uid = text(body.uid, 'uid', 1, 64, /^[A-Za-z0-9_-]+$/);
    if (!exchanges.some((row) => row.id === exchangeId))
      throw new Failure(404, 'not_found', `Unknown exchange ${exchangeId}`);
    if (
      !context.has('duplicate-link-201') &&
      context.data.links.some((link) => link.exchangeId === exchangeId && sameUid(exchangeId, link.uid, uid))
    )
      throw new Failure(409, 'already_linked', 'This UID is already linked to the selected exchange.');
    const link = { id: newId('link'), exchangeId, uid, createdAt: context.now };
    context.data.links.push(link);
    return json(linkView(link, context), 201);
  },

  'GET /api/accruals': (context) => {
    const query = only(context.query, ['page', 'pageSize', 'exchangeId', 'status']);
    const status = oneOf(query, 'status', ['POSTED', 'NEW']);
    const rows = newestFirst(context.data.accruals).filter(
      (row) => (!query.exchangeId || row.exchangeId === query.exchangeId) && (!status || status === 'NEW'),
    );
    return json(
      paged(
        context,
        rows.map((row) => ({
          id: row.id,
          userId: account.id,
          exchange: row.exchangeId,
          gross: row.gross,
          net: row.net,
          status: 'NEW',
          accrualAt: iso(row.at),
        })),
      ),
    );
  },

  'GET /api/reconciliations': (context) => {
    const state = context.has('invalid-state-ignored')
      ? ['MATCHED', 'DISCREPANCY', 'UNMATCHED'].includes(context.query.state ?? '')
        ? context.query.state
        : undefined
      : oneOf(context.query, 'state', ['MATCHED', 'DISCREPANCY', 'UNMATCHED']);
    const sorts = ['-timestamp', 'timestamp', '-amount', 'amount'];
    const sort = context.has('invalid-sort-ignored')
      ? sorts.includes(context.query.sort ?? '')
        ? context.query.sort
        : undefined
      : oneOf(context.query, 'sort', sorts);
    const filter = dayFilter(context, periodOf(context));
    const rows = orderedRecords(context, context.data.records, sort).filter(
      (row) => (!state || row.state === state) && inPeriod(row.at, filter),
    );
    return json(
      paged(
        context,
        rows.map((row) => recordView(row, context.data)),
      ),
    );
  },
  'GET /api/reconciliations/summary': (context) => {
    const filter = dayFilter(context, periodOf(context));
    const rows = orderedRecords(context, context.data.records).filter((row) => inPeriod(row.at, filter));
    const count = (state: string) => rows.filter((row) => row.state === state).length;
    const latest = rows[0];
    return json({
      counts: { matched: count('MATCHED'), discrepancy: count('DISCREPANCY'), unmatched: count('UNMATCHED') },
      lastTx: latest
        ? { exchange: latest.exchangeId, amount: latest.amount, txHash: latest.txHash, timestamp: iso(latest.at) }
        : null,
    });
  },
  'POST /api/reconciliations/{id}/disputes': (context) => {
    const body = object(context.body, ['reason']);
    const reason = text(body.reason, 'reason', 10, 1000);
    const record = context.data.records.find((row) => row.id === context.params.id);
    if (!record) throw new Failure(404, 'not_found', `No reconciliation record ${context.params.id}`);
    if (record.state !== 'DISCREPANCY')
      throw new Failure(409, 'not_disputable', 'Only records in DISCREPANCY can be disputed');
    if (context.data.disputes.some((dispute) => dispute.recordId === record.id))
      throw new Failure(409, 'already_disputed', 'This record is already disputed');
    const dispute = { id: newId('dsp'), recordId: record.id, reason, createdAt: context.now, slaHours: 120 };
    if (!context.has('dispute-not-stored')) context.data.disputes.push(dispute);
    return json(
      {
        id: dispute.id,
        reconciliationId: record.id,
        reason,
        createdAt: iso(dispute.createdAt),
        respondBy: iso(dispute.createdAt + dispute.slaHours * 3_600_000),
        slaHours: dispute.slaHours,
      },
      201,
    );
  },

  'GET /api/payouts/balance': (context) => json(balanceView(context)),
  'GET /api/payouts': (context) => {
    const status = oneOf(context.query, 'status', ['COMPLETED', 'PROCESSING']);
    const rows = newestFirst(context.data.payouts).filter(() => !status || status === 'COMPLETED');
    return json(
      paged(
        context,
        rows.map((row) => payoutView(row, context.lang)),
      ),
    );
  },
  'POST /api/payouts/claims': (context) => {
    const body = object(context.body, ['amount']);
    if (context.has('subcent-422') && typeof body.amount === 'number' && Number(body.amount.toFixed(2)) !== body.amount)
      throw new Failure(422, 'below_minimum', 'The minimum claim is 10 USDT');
    const value = amount(body.amount, 'amount');
    const { data } = context;
    const claimable = context.claimableSeen ?? data.claimableCents;
    if (!data.wallet.address) throw new Failure(422, 'wallet_required', 'Set a payout wallet before claiming');
    if (claimable < 1000) throw new Failure(422, 'nothing_to_claim', 'Nothing to claim yet');
    if (cents(value) < 1000)
      throw new Failure(422, 'below_minimum', 'The minimum claim is 10 USDT', { amount: ['At least 10 USDT'] });
    if (cents(value) > claimable)
      throw new Failure(422, 'above_claimable', 'The amount is above your claimable balance', {
        amount: ['Above the claimable balance'],
      });
    if (!context.has('claim-without-debit')) data.claimableCents = claimable - cents(value);
    const recordId = newId('rec');
    const payout = {
      id: newId('pay'),
      amount: value,
      txHash: txHash(),
      at: context.now,
      network: data.wallet.network,
      address: data.wallet.address,
      recordId,
    };
    data.payouts.push(payout);
    data.records.push({
      id: recordId,
      exchangeId: 'OCTOSS',
      state: 'MATCHED',
      source: 'PAYOUT_CLAIMED',
      amount: -value,
      txHash: payout.txHash,
      at: context.now,
    });
    return json({ payout: payoutView(payout, context.lang), balance: balanceView(context) }, 201);
  },
  'GET /api/payouts/wallet': (context) => {
    const { wallet } = context.data;
    const updatedAt = context.has('updated-at-now') && wallet.updatedAt ? context.now : wallet.updatedAt;
    return json({
      network: wallet.network,
      address: wallet.address,
      updatedAt: updatedAt === null ? null : iso(updatedAt),
    });
  },
  'PUT /api/payouts/wallet': (context) => {
    const body = object(context.body, ['network', 'address']);
    const network = oneOf({ network: String(body.network) }, 'network', ['ERC-20', 'TRC-20', 'BEP-20'])!;
    const address = text(body.address, 'address', 1, 128);
    const problem = addressProblem(network, address, !context.has('checksum-ignored'));
    if (problem)
      throw new Failure(422, problem, 'This address cannot receive payouts', { address: ['Check the address'] });
    context.data.wallet = { network, address, updatedAt: context.now };
    return json({ network, address, updatedAt: iso(context.now) });
  },

  'GET /api/exports/accruals.csv': (context) =>
    exportOf(
      context,
      'accruals',
      ['id', 'date', 'exchange', 'gross_usdt', 'net_usdt', 'status'],
      context.data.accruals.map((row) => ({
        at: row.at,
        cells: [row.id, iso(row.at), row.exchangeId, row.gross, row.net, 'NEW'],
      })),
    ),
  'GET /api/exports/reconciliations.csv': (context) =>
    exportOf(
      context,
      'reconciliations',
      ['id', 'timestamp', 'state', 'source', 'exchange', 'amount_usdt', 'tx_hash'],
      context.data.records.map((row) => ({
        at: row.at,
        cells: [row.id, iso(row.at), row.state, row.source, row.exchangeId, row.amount, row.txHash ?? 'Pending'],
      })),
    ),
  'GET /api/exports/payouts.csv': (context) =>
    exportOf(
      context,
      'payouts',
      ['id', 'timestamp', 'amount_usdt', 'tx_hash', 'note', 'status'],
      context.data.payouts.map((row) => ({
        at: row.at,
        cells: [row.id, iso(row.at), row.amount, row.txHash, texts[context.lang].note, 'COMPLETED'],
      })),
    ),

  'POST /api/testnet/simulate-fees': (context) => {
    const { data, now } = context;
    const approved = data.links.filter((link) => linkView(link, context).status === 'APPROVED');
    if (approved.length === 0)
      throw new Failure(422, 'no_approved_links', 'Link an exchange account and wait for its approval first');
    let added = 0;
    approved.forEach((link, index) => {
      const grossCents = 1200 + Math.floor(Math.random() * 2801);
      const net = netCents(grossCents, link.exchangeId, context);
      added += net;
      const at = now - index;
      data.accruals.push({
        id: newId('acc'),
        exchangeId: link.exchangeId,
        gross: usdt(grossCents),
        net: usdt(net),
        at,
      });
      data.records.push({
        id: newId('rec'),
        exchangeId: link.exchangeId,
        state: 'MATCHED',
        source: 'EXCHANGE_PAID',
        amount: usdt(net),
        txHash: txHash(),
        at,
      });
    });
    data.claimableCents += added;
    data.earnedCents += added;
    return json(
      { accrualsCreated: approved.length, reconciliationsCreated: approved.length, claimableAdded: usdt(added) },
      201,
    );
  },
  'POST /api/testnet/reset': (context) => {
    const links = context.data.links;
    context.reset();
    if (context.has('reset-keeps-links')) context.data.links.push(...links);
    return json({ reset: true });
  },
};
