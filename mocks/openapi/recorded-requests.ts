import { routes, type RouteName } from '@octoss/contract/routes';
import type { Dataset } from '../datasets';

/** The data sets the OpenAPI document's examples are recorded from. */
export type RecordedDataset = Extract<Dataset, 'demo' | 'testnet'>;

/**
 * One request of the recorded set: it makes `route` answer `status`. The set covers every
 * operation and every status the document names; it is replayed in order on a fresh mock (so
 * later requests see the writes of earlier ones), gives the document its examples, and runs
 * through Prism's validation proxy in the contract tests.
 */
export type RecordedRequest = {
  route: RouteName;
  status: number;
  /** The concrete path; the route's own path when it has no parameters. */
  path?: string;
  query?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The data set that answers; demo unless said. */
  dataset?: RecordedDataset;
  /** Move the mock's clock forward first (e.g. past a link's 2 s approval). */
  advanceClockMs?: number;
  /** Send again until the status comes (a weekly cap reached by repeated earning), at most 30 times. */
  repeat?: true;
  /**
   * The bearer token sent: the data set's latest sign-in (a `createSession` 201 of the set) unless
   * `none` (signed out) or `unknown` (a token the server never gave).
   */
  auth?: 'none' | 'unknown';
};

const key = (value: string) => ({ 'Idempotency-Key': `recorded-${value}` });

const partnerApplication = {
  applicantType: 'kol',
  company: 'Moonshot Media',
  contact: 'Jisoo Park',
  email: 'jisoo@moonshot.example',
  regions: ['APAC'],
  exchanges: ['cex-a', 'cex-c'],
  programType: 'both',
  volume: 2500000,
  consent: true,
};

/** The mock's sign-in for each data set's user: its email and the mock's fixed one-time code. */
const demoSignIn = { email: 'demo@octoss.app', code: '000000' };
const sandboxSignIn = { email: 'sandbox@octoss.app', code: '000000' };

/**
 * The recorded set. Every route's 500 is added by `withServerErrors` (a fault switch makes it), and
 * the 401 of every route that needs a user by `withUnauthorized` (the same request, signed out).
 */
const requests: RecordedRequest[] = [
  { route: 'createSession', status: 400, body: { email: 'demo@octoss.app', code: '12' } },
  { route: 'createSession', status: 401, body: { email: 'demo@octoss.app', code: '123456' } },
  { route: 'createSession', status: 201, body: demoSignIn },
  { route: 'createSession', status: 201, dataset: 'testnet', body: sandboxSignIn },
  { route: 'getMe', status: 401, auth: 'unknown' },
  { route: 'getMe', status: 200 },
  { route: 'getProofMetrics', status: 200 },
  { route: 'listExchanges', status: 200, query: 'pageSize=3' },
  { route: 'listExchanges', status: 400, query: 'pageSize=500' },
  { route: 'listExchangeDirectory', status: 200, query: 'pageSize=3' },
  { route: 'listExchangeDirectory', status: 400, query: 'page=0' },
  { route: 'listUidLinks', status: 200, query: 'pageSize=3' },
  { route: 'listUidLinks', status: 400, query: 'pageSize=500' },
  { route: 'createUidLink', status: 400, body: { exchangeId: 'cex-b', uid: 'not a uid!' } },
  { route: 'createUidLink', status: 404, body: { exchangeId: 'cex-unknown', uid: '44120987' } },
  { route: 'createUidLink', status: 409, body: { exchangeId: 'cex-c', uid: '77340125' } },
  { route: 'createUidLink', status: 201, body: { exchangeId: 'cex-b', uid: '44120987' } },
  { route: 'listAccruals', status: 200, query: 'pageSize=3' },
  { route: 'listAccruals', status: 400, query: 'page=0' },
  { route: 'listReconciliations', status: 200, query: 'pageSize=3' },
  { route: 'listReconciliations', status: 400, query: 'state=LOST' },
  { route: 'getReconciliationSummary', status: 200 },
  { route: 'getReconciliationSummary', status: 400, query: 'from=2026-13-01' },
  { route: 'createDispute', status: 400, path: '/api/reconciliations/rec-004/disputes', body: { reason: 'wrong' } },
  {
    route: 'createDispute',
    status: 404,
    path: '/api/reconciliations/rec-999/disputes',
    body: { reason: 'The bonus was credited twice to my account.' },
  },
  {
    route: 'createDispute',
    status: 201,
    path: '/api/reconciliations/rec-004/disputes',
    body: { reason: 'The Beta Rate bonus on 8 January is 14.60 USDT, the exchange statement says 16.20 USDT.' },
  },
  {
    route: 'createDispute',
    status: 409,
    path: '/api/reconciliations/rec-004/disputes',
    body: { reason: 'Reporting the same discrepancy a second time.' },
  },
  { route: 'getProfile', status: 200, path: '/api/profiles/octoss-7f3k' },
  { route: 'getProfile', status: 404, path: '/api/profiles/nobody-here' },
  { route: 'getBalance', status: 200 },
  { route: 'listPayouts', status: 200, query: 'pageSize=3' },
  { route: 'listPayouts', status: 400, query: 'status=LOST' },
  { route: 'createClaim', status: 400, body: { amount: 10.005 }, headers: key('claim-400') },
  { route: 'createClaim', status: 422, body: { amount: 5 }, headers: key('claim-422') },
  { route: 'createClaim', status: 201, body: { amount: 25 }, headers: key('claim-201') },
  { route: 'getPayoutSchedule', status: 200 },
  { route: 'getWallet', status: 200 },
  { route: 'updateWallet', status: 400, body: { network: 'ERC-20', address: '' } },
  {
    route: 'updateWallet',
    status: 422,
    body: { network: 'ERC-20', address: '0x52908400098527886e0F7030069857D2E4169Ee7' },
  },
  {
    route: 'updateWallet',
    status: 200,
    body: { network: 'ERC-20', address: '0x52908400098527886E0F7030069857D2E4169EE7' },
  },
  { route: 'exportAccruals', status: 200, query: 'from=2026-01-01&to=2026-01-15' },
  { route: 'exportAccruals', status: 400, query: 'from=January' },
  { route: 'exportReconciliations', status: 200, query: 'from=2026-01-01&to=2026-01-15' },
  { route: 'exportReconciliations', status: 400, query: 'to=2026-02-30' },
  { route: 'exportPayouts', status: 200, query: 'from=2026-01-01&to=2026-01-15' },
  { route: 'exportPayouts', status: 400, query: 'from=yesterday' },
  { route: 'listSettlements', status: 200, query: 'pageSize=3' },
  { route: 'listSettlements', status: 400, query: 'type=BONUS' },
  { route: 'requestSettlement', status: 400, path: '/api/settlements/set-9/requests' },
  {
    route: 'requestSettlement',
    status: 404,
    path: '/api/settlements/set-999/requests',
    headers: key('settlement-404'),
  },
  { route: 'requestSettlement', status: 409, path: '/api/settlements/set-11/requests', headers: key('settlement-409') },
  { route: 'requestSettlement', status: 201, path: '/api/settlements/set-9/requests', headers: key('settlement-201') },
  { route: 'getAutoSettlement', status: 200 },
  { route: 'updateAutoSettlement', status: 400, body: { minAmount: 50, cadence: 'CUSTOM', isEnabled: true } },
  { route: 'updateAutoSettlement', status: 200, body: { minAmount: 50, cadence: 'WEEKLY', isEnabled: true } },
  { route: 'getDashboard', status: 200 },
  { route: 'getReferral', status: 200 },
  { route: 'listReferralRates', status: 200, query: 'pageSize=3' },
  { route: 'listReferralRates', status: 400, query: 'pageSize=500' },
  { route: 'listTiers', status: 200 },
  { route: 'recalculateTier', status: 200 },
  { route: 'listPointsHistory', status: 200, query: 'pageSize=3' },
  { route: 'listPointsHistory', status: 400, query: 'pageSize=500' },
  { route: 'earnPoints', status: 400, body: { source: 'LOTTERY' } },
  { route: 'earnPoints', status: 201, body: { source: 'REFERRAL' } },
  { route: 'earnPoints', status: 422, body: { source: 'ACADEMY' }, repeat: true },
  { route: 'listPromos', status: 200, query: 'pageSize=3' },
  { route: 'listPromos', status: 400, query: 'includeExpired=perhaps' },
  { route: 'savePromo', status: 200, path: '/api/promos/promo-3/saved' },
  { route: 'savePromo', status: 404, path: '/api/promos/promo-999/saved' },
  { route: 'savePromo', status: 422, path: '/api/promos/promo-1/saved' },
  { route: 'unsavePromo', status: 200, path: '/api/promos/promo-3/saved' },
  { route: 'unsavePromo', status: 404, path: '/api/promos/promo-999/saved' },
  { route: 'listDeals', status: 200, query: 'pageSize=3' },
  { route: 'listDeals', status: 400, query: 'sort=cheapest' },
  {
    route: 'createPartnerApplication',
    status: 400,
    body: { ...partnerApplication, email: 'jisoo-at-moonshot', consent: false },
  },
  { route: 'createPartnerApplication', status: 201, body: { ...partnerApplication, telegram: '@jisoo_moonshot' } },
  { route: 'getPlaybook', status: 200 },
  { route: 'updateChecklistItem', status: 400, path: '/api/playbook/checklist/dm-warm', body: { completed: 'yes' } },
  {
    route: 'updateChecklistItem',
    status: 404,
    path: '/api/playbook/checklist/no-such-task',
    body: { completed: true },
  },
  { route: 'updateChecklistItem', status: 200, path: '/api/playbook/checklist/dm-warm', body: { completed: true } },
  { route: 'listFaq', status: 200, query: 'pageSize=3' },
  { route: 'listFaq', status: 400, query: 'pageSize=500' },
  { route: 'listAssistants', status: 200, query: 'pageSize=3' },
  { route: 'listAssistants', status: 400, query: 'page=0' },
  { route: 'listMarketProducts', status: 200, query: 'pageSize=3' },
  { route: 'listMarketProducts', status: 400, query: 'sort=random' },
  { route: 'getOpenApi', status: 200 },
  { route: 'simulateFees', status: 404 },
  { route: 'resetTestnet', status: 404 },
  { route: 'simulateFees', status: 422, dataset: 'testnet' },
  { route: 'createUidLink', status: 201, dataset: 'testnet', body: { exchangeId: 'cex-a', uid: '30019442' } },
  { route: 'simulateFees', status: 201, dataset: 'testnet', advanceClockMs: 3000 },
  { route: 'resetTestnet', status: 200, dataset: 'testnet' },
  { route: 'deleteSession', status: 204 },
  { route: 'getMe', status: 401 },
  { route: 'createSession', status: 201, body: demoSignIn },
];

/** Each route that needs a user answers its first successful request with a 401 when it is sent signed out. */
function withUnauthorized(list: RecordedRequest[]): RecordedRequest[] {
  const firstOf = new Map<RouteName, RecordedRequest>();
  for (const request of list)
    if (!routes[request.route].public && !firstOf.has(request.route) && request.status < 300)
      firstOf.set(request.route, request);
  return [
    ...list,
    ...[...firstOf.values()].map((request) => ({
      ...request,
      status: 401,
      auth: 'none' as const,
      repeat: undefined,
      advanceClockMs: undefined,
    })),
  ];
}

/** Each route's 500, made by the mock's fault switch for its group (`?mockFail=`). */
function withServerErrors(list: RecordedRequest[]): RecordedRequest[] {
  const firstOf = new Map<RouteName, RecordedRequest>();
  for (const request of list)
    if (!firstOf.has(request.route) && request.status < 300) firstOf.set(request.route, request);
  return [...list, ...[...firstOf.values()].map((request) => ({ ...request, status: 500, repeat: undefined }))];
}

export const recordedRequests: readonly RecordedRequest[] = withServerErrors(withUnauthorized(requests));
