// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '@octoss/contract/error';
import { snapshot } from '@mocks/persist';
import type { MockEnv } from '@mocks/env';
import { idempotencyKey, transports, useClockedTransport, type Send } from './transports';

/**
 * Bad requests an outsider sends, over every write endpoint: each must answer a 4xx in the error
 * shape, never a 5xx, and change nothing (every read below, and the database, are as before).
 */
type Case = {
  name: string;
  method: 'post' | 'put' | 'patch' | 'delete';
  /** A path, or one found with reads (e.g. the id of a MATCHED record). */
  path: string | ((send: Send) => Promise<string>);
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  /** Money-moving routes need a key for the request to reach their other checks. */
  key?: boolean;
  status: number;
};

const firstId =
  (path: string, pick: (item: Record<string, unknown>) => boolean = () => true) =>
  async (send: Send) => {
    const body = (await send('get', path)).body as { items?: Record<string, unknown>[] } | Record<string, unknown>[];
    const items = Array.isArray(body) ? body : body.items!;
    return String(items.find(pick)!.id);
  };

const application = {
  applicantType: 'kol',
  company: 'Acme',
  contact: 'Kim',
  email: 'kim@example.com',
  regions: ['APAC'],
  exchanges: ['Bybit'],
  programType: 'both',
  volume: 5000,
  consent: true,
};
const rule = { minAmount: 100, cadence: 'WEEKLY', customDays: null, isEnabled: true };
const wallet = { network: 'ERC-20', address: '0x52908400098527886E0F7030069857D2E4169EE7' };
const link = { exchangeId: 'cex-b', uid: '55551234' };
const claims = '/api/payouts/claims';
const discrepancy = firstId('/api/reconciliations?state=DISCREPANCY');
const matched = firstId('/api/reconciliations?state=MATCHED');
const expiredPromo = firstId('/api/promos?includeExpired=true&pageSize=100', (promo) => promo.status === 'expired');
const text = (value: unknown) => JSON.stringify(value);

const cases: Case[] = [
  // UID links
  { name: 'link without a body', method: 'post', path: '/api/uid-links', status: 400 },
  { name: 'link body is an array', method: 'post', path: '/api/uid-links', body: [link], status: 400 },
  { name: 'link body is a string', method: 'post', path: '/api/uid-links', body: 'cex-b 123', status: 400 },
  { name: 'link body is null', method: 'post', path: '/api/uid-links', body: null, status: 400 },
  { name: 'link without exchangeId', method: 'post', path: '/api/uid-links', body: { uid: '123' }, status: 400 },
  {
    name: 'link uid as a number',
    method: 'post',
    path: '/api/uid-links',
    body: { exchangeId: 'cex-b', uid: 123 },
    status: 400,
  },
  {
    name: 'link uid with a space inside',
    method: 'post',
    path: '/api/uid-links',
    body: { exchangeId: 'cex-b', uid: '12 34' },
    status: 400,
  },
  {
    name: 'link uid of 65 characters',
    method: 'post',
    path: '/api/uid-links',
    body: { exchangeId: 'cex-b', uid: '1'.repeat(65) },
    status: 400,
  },
  {
    name: 'link uid with markup',
    method: 'post',
    path: '/api/uid-links',
    body: { exchangeId: 'cex-b', uid: '<img src=x>' },
    status: 400,
  },
  {
    name: 'link to an unknown exchange',
    method: 'post',
    path: '/api/uid-links',
    body: { exchangeId: 'cex-z', uid: '123' },
    status: 404,
  },
  {
    name: 'link with an unknown property',
    method: 'post',
    path: '/api/uid-links',
    body: { ...link, status: 'APPROVED' },
    status: 400,
  },
  {
    name: 'link sent as text/plain',
    method: 'post',
    path: '/api/uid-links',
    rawBody: text(link),
    headers: { 'Content-Type': 'text/plain' },
    status: 415,
  },
  {
    name: 'link with truncated JSON',
    method: 'post',
    path: '/api/uid-links',
    rawBody: '{"exchangeId":',
    headers: { 'Content-Type': 'application/json' },
    status: 400,
  },
  {
    name: 'link already linked',
    method: 'post',
    path: '/api/uid-links',
    body: { exchangeId: 'cex-a', uid: '58213907' },
    status: 409,
  },
  {
    name: 'link exchangeId with NUL',
    method: 'post',
    path: '/api/uid-links',
    body: { exchangeId: 'cex-b\u0000', uid: '123' },
    status: 400,
  },
  {
    name: 'link uid with a bidi override',
    method: 'post',
    path: '/api/uid-links',
    body: { exchangeId: 'cex-b', uid: '123\u202E' },
    status: 400,
  },
  // Claims
  { name: 'claim without Idempotency-Key', method: 'post', path: claims, body: { amount: 20 }, status: 400 },
  {
    name: 'claim with a 201-character key',
    method: 'post',
    path: claims,
    body: { amount: 20 },
    headers: { 'Idempotency-Key': 'k'.repeat(201) },
    status: 400,
  },
  { name: 'claim amount as a string', method: 'post', path: claims, body: { amount: '20' }, key: true, status: 400 },
  { name: 'claim amount negative', method: 'post', path: claims, body: { amount: -20 }, key: true, status: 400 },
  { name: 'claim amount zero', method: 'post', path: claims, body: { amount: 0 }, key: true, status: 400 },
  {
    name: 'claim amount with 3 decimals',
    method: 'post',
    path: claims,
    body: { amount: 10.001 },
    key: true,
    status: 400,
  },
  {
    name: 'claim amount a hair above a cent',
    method: 'post',
    path: claims,
    body: { amount: 10.000000001 },
    key: true,
    status: 400,
  },
  { name: 'claim amount 1e21', method: 'post', path: claims, body: { amount: 1e21 }, key: true, status: 400 },
  { name: 'claim amount null', method: 'post', path: claims, body: { amount: null }, key: true, status: 400 },
  { name: 'claim without amount', method: 'post', path: claims, body: {}, key: true, status: 400 },
  {
    name: 'claim above the claimable balance',
    method: 'post',
    path: claims,
    body: { amount: 376.62 },
    key: true,
    status: 422,
  },
  { name: 'claim below the minimum', method: 'post', path: claims, body: { amount: 9.99 }, key: true, status: 422 },
  {
    name: 'claim with an unknown property',
    method: 'post',
    path: claims,
    body: { amount: 20, to: '0xabc' },
    key: true,
    status: 400,
  },
  {
    name: 'claim body of 17 kB',
    method: 'post',
    path: claims,
    rawBody: text({ amount: 20, pad: 'x'.repeat(17_000) }),
    headers: { 'Content-Type': 'application/json' },
    key: true,
    status: 413,
  },
  {
    name: 'claim sent as a form',
    method: 'post',
    path: claims,
    rawBody: 'amount=20',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    key: true,
    status: 415,
  },
  {
    name: 'claim with NaN in the JSON',
    method: 'post',
    path: claims,
    rawBody: '{"amount":NaN}',
    headers: { 'Content-Type': 'application/json' },
    key: true,
    status: 400,
  },
  // Payout wallet
  {
    name: 'wallet on an unknown network',
    method: 'put',
    path: '/api/payouts/wallet',
    body: { ...wallet, network: 'SOL' },
    status: 400,
  },
  {
    name: 'wallet network in lower case',
    method: 'put',
    path: '/api/payouts/wallet',
    body: { ...wallet, network: 'erc-20' },
    status: 400,
  },
  {
    name: 'wallet address empty',
    method: 'put',
    path: '/api/payouts/wallet',
    body: { ...wallet, address: '  ' },
    status: 400,
  },
  {
    name: 'wallet address of 129 characters',
    method: 'put',
    path: '/api/payouts/wallet',
    body: { ...wallet, address: `0x${'a'.repeat(127)}` },
    status: 400,
  },
  {
    name: 'wallet address with a wrong EIP-55 checksum',
    method: 'put',
    path: '/api/payouts/wallet',
    body: { ...wallet, address: '0x52908400098527886E0F7030069857D2E4169Ee7' },
    status: 422,
  },
  {
    name: 'wallet TRC-20 address with a typo',
    method: 'put',
    path: '/api/payouts/wallet',
    body: { network: 'TRC-20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' },
    status: 422,
  },
  {
    name: 'wallet zero address',
    method: 'put',
    path: '/api/payouts/wallet',
    body: { network: 'ERC-20', address: '0x0000000000000000000000000000000000000000' },
    status: 422,
  },
  {
    name: 'wallet TRON address on ERC-20',
    method: 'put',
    path: '/api/payouts/wallet',
    body: { network: 'ERC-20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
    status: 422,
  },
  {
    name: 'wallet with an unknown property',
    method: 'put',
    path: '/api/payouts/wallet',
    body: { ...wallet, verified: true },
    status: 400,
  },
  // Settlement requests
  {
    name: 'settlement request for an unknown id',
    method: 'post',
    path: '/api/settlements/set-999999/requests',
    key: true,
    status: 404,
  },
  {
    name: 'settlement request for a paid exchange settlement',
    method: 'post',
    path: '/api/settlements/set-1/requests',
    key: true,
    status: 409,
  },
  { name: 'settlement request without a key', method: 'post', path: '/api/settlements/set-1/requests', status: 400 },
  {
    name: 'settlement request with a malformed %-escape',
    method: 'post',
    path: '/api/settlements/%E0%A4%A/requests',
    key: true,
    status: 400,
  },
  {
    name: 'settlement request with a body',
    method: 'post',
    path: '/api/settlements/set-1/requests',
    body: { amount: 1 },
    key: true,
    status: 400,
  },
  // Auto-settlement rule
  {
    name: 'auto rule minimum below 10',
    method: 'put',
    path: '/api/settlements/auto',
    body: { ...rule, minAmount: 9.99 },
    status: 400,
  },
  {
    name: 'auto rule minimum with 3 decimals',
    method: 'put',
    path: '/api/settlements/auto',
    body: { ...rule, minAmount: 10.123 },
    status: 400,
  },
  {
    name: 'auto rule CUSTOM without days',
    method: 'put',
    path: '/api/settlements/auto',
    body: { ...rule, cadence: 'CUSTOM' },
    status: 400,
  },
  {
    name: 'auto rule 0 custom days',
    method: 'put',
    path: '/api/settlements/auto',
    body: { ...rule, cadence: 'CUSTOM', customDays: 0 },
    status: 400,
  },
  {
    name: 'auto rule 91 custom days',
    method: 'put',
    path: '/api/settlements/auto',
    body: { ...rule, cadence: 'CUSTOM', customDays: 91 },
    status: 400,
  },
  {
    name: 'auto rule 1.5 custom days',
    method: 'put',
    path: '/api/settlements/auto',
    body: { ...rule, cadence: 'CUSTOM', customDays: 1.5 },
    status: 400,
  },
  {
    name: 'auto rule isEnabled as a string',
    method: 'put',
    path: '/api/settlements/auto',
    body: { ...rule, isEnabled: 'true' },
    status: 400,
  },
  {
    name: 'auto rule unknown cadence',
    method: 'put',
    path: '/api/settlements/auto',
    body: { ...rule, cadence: 'DAILY' },
    status: 400,
  },
  {
    name: 'auto rule with nextRun set by the client',
    method: 'put',
    path: '/api/settlements/auto',
    body: { ...rule, nextRun: '2020-01-01T00:00:00.000Z' },
    status: 400,
  },
  {
    name: 'auto rule minimum as a string',
    method: 'put',
    path: '/api/settlements/auto',
    body: { ...rule, minAmount: '100' },
    status: 400,
  },
  // Disputes
  {
    name: 'dispute reason too short',
    method: 'post',
    path: async (send) => `/api/reconciliations/${await discrepancy(send)}/disputes`,
    body: { reason: 'wrong' },
    status: 400,
  },
  {
    name: 'dispute reason of 1001 characters',
    method: 'post',
    path: async (send) => `/api/reconciliations/${await discrepancy(send)}/disputes`,
    body: { reason: 'x'.repeat(1001) },
    status: 400,
  },
  {
    name: 'dispute reason with NUL',
    method: 'post',
    path: async (send) => `/api/reconciliations/${await discrepancy(send)}/disputes`,
    body: { reason: 'The amount is wrong\u0000!' },
    status: 400,
  },
  {
    name: 'dispute of an unknown record',
    method: 'post',
    path: '/api/reconciliations/rec-nope/disputes',
    body: { reason: 'The amount is wrong here' },
    status: 404,
  },
  {
    name: 'dispute of a MATCHED record',
    method: 'post',
    path: async (send) => `/api/reconciliations/${await matched(send)}/disputes`,
    body: { reason: 'The amount is wrong here' },
    status: 409,
  },
  {
    name: 'dispute with an unknown property',
    method: 'post',
    path: async (send) => `/api/reconciliations/${await discrepancy(send)}/disputes`,
    body: { reason: 'The amount is wrong here', priority: 'urgent' },
    status: 400,
  },
  // Promos
  { name: 'save an unknown promo', method: 'put', path: '/api/promos/promo-nope/saved', status: 404 },
  {
    name: 'save an expired promo',
    method: 'put',
    path: async (send) => `/api/promos/${await expiredPromo(send)}/saved`,
    status: 422,
  },
  {
    name: 'save a promo with a body',
    method: 'put',
    path: async (send) => `/api/promos/${await expiredPromo(send)}/saved`,
    body: { isSaved: true },
    status: 400,
  },
  { name: 'unsave with a malformed %-escape', method: 'delete', path: '/api/promos/%/saved', status: 400 },
  // Partner applications
  {
    name: 'application without consent',
    method: 'post',
    path: '/api/partner-applications',
    body: { ...application, consent: undefined },
    status: 400,
  },
  {
    name: 'application with consent false',
    method: 'post',
    path: '/api/partner-applications',
    body: { ...application, consent: false },
    status: 400,
  },
  {
    name: 'application with a bad email',
    method: 'post',
    path: '/api/partner-applications',
    body: { ...application, email: 'kim@' },
    status: 400,
  },
  {
    name: 'application volume null',
    method: 'post',
    path: '/api/partner-applications',
    body: { ...application, volume: null },
    status: 400,
  },
  {
    name: 'application volume as text',
    method: 'post',
    path: '/api/partner-applications',
    body: { ...application, volume: '5000' },
    status: 400,
  },
  {
    name: 'application without regions',
    method: 'post',
    path: '/api/partner-applications',
    body: { ...application, regions: [] },
    status: 400,
  },
  {
    name: 'application with an unknown region',
    method: 'post',
    path: '/api/partner-applications',
    body: { ...application, regions: ['Mars'] },
    status: 400,
  },
  {
    name: 'application with 41 exchanges',
    method: 'post',
    path: '/api/partner-applications',
    body: { ...application, exchanges: Array.from({ length: 41 }, (_, index) => `cex-${index}`) },
    status: 400,
  },
  {
    name: 'application company of 121 characters',
    method: 'post',
    path: '/api/partner-applications',
    body: { ...application, company: 'A'.repeat(121) },
    status: 400,
  },
  {
    name: 'application unknown applicant type',
    method: 'post',
    path: '/api/partner-applications',
    body: { ...application, applicantType: 'bot' },
    status: 400,
  },
  {
    name: 'application with an unknown property',
    method: 'post',
    path: '/api/partner-applications',
    body: { ...application, approved: true },
    status: 400,
  },
  {
    name: 'application note with a bidi override',
    method: 'post',
    path: '/api/partner-applications',
    body: { ...application, note: 'hello \u202Edlrow' },
    status: 400,
  },
  // Playbook, points, tiers
  {
    name: 'checklist completed as a string',
    method: 'patch',
    path: '/api/playbook/checklist/share-code',
    body: { completed: 'yes' },
    status: 400,
  },
  {
    name: 'checklist item unknown',
    method: 'patch',
    path: '/api/playbook/checklist/nope',
    body: { completed: true },
    status: 404,
  },
  { name: 'checklist without a body', method: 'patch', path: '/api/playbook/checklist/share-code', status: 400 },
  {
    name: 'points from an unknown source',
    method: 'post',
    path: '/api/points/earn',
    body: { source: 'GIFT' },
    status: 400,
  },
  {
    name: 'points source in lower case',
    method: 'post',
    path: '/api/points/earn',
    body: { source: 'payback' },
    status: 400,
  },
  {
    name: 'tier recalculation with a body',
    method: 'post',
    path: '/api/tiers/recalculate',
    body: { tier: 'Platinum' },
    status: 400,
  },
  // Methods and paths
  { name: 'DELETE on the UID links', method: 'delete', path: '/api/uid-links', status: 405 },
  { name: 'PATCH on claims', method: 'patch', path: claims, body: { amount: 20 }, status: 405 },
  { name: 'PUT on the balance', method: 'put', path: '/api/payouts/balance', body: { claimable: 1e6 }, status: 405 },
  { name: 'testnet reset on the demo data set', method: 'post', path: '/api/testnet/reset', status: 404 },
];

/** Everything a trader can read, and the database itself (without stored idempotent answers, which are no business state). */
const reads = [
  '/api/uid-links?pageSize=100',
  '/api/payouts/balance',
  '/api/payouts?pageSize=100',
  '/api/payouts/wallet',
  '/api/settlements?pageSize=100',
  '/api/settlements/auto',
  '/api/reconciliations?pageSize=100',
  '/api/promos?includeExpired=true&pageSize=100',
  '/api/playbook',
  '/api/points/history?pageSize=100',
  '/api/dashboard',
  '/api/me',
];

async function stateOf(send: Send, env: MockEnv) {
  const answers = await Promise.all(reads.map(async (path) => [path, (await send('get', path)).text] as const));
  const tables = JSON.parse(snapshot(env.db)) as { tables: Record<string, unknown> };
  delete tables.tables.idempotencyRecord;
  return { answers: Object.fromEntries(answers), tables };
}

describe.each(transports)('adversarial requests against $name', (transport) => {
  const mock = useClockedTransport(transport);

  it(`has at least 60 kinds of bad request (${cases.length})`, () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
  });

  it.each(cases)(
    '$name: $status in the error shape, nothing changed',
    async ({ method, path, body, rawBody, headers, key, status }) => {
      const { send } = mock;
      const target = typeof path === 'string' ? path : await path(send);
      const before = await stateOf(send, mock.env);
      const response = await send(method, target, {
        body,
        rawBody,
        headers: { ...(key ? idempotencyKey() : {}), ...headers },
      });
      expect(response.status).toBe(status);
      expect(errorBodySchema.safeParse(response.body).success, response.text).toBe(true);
      expect(response.text).not.toMatch(/\n\s+at |node_modules/);
      expect(await stateOf(send, mock.env)).toEqual(before);
    },
  );
});
