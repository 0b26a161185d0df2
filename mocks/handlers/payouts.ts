import { routes } from '@/api/contract/routes';
import { minimumClaimUsdt, subtractMoney } from '@/domain/money';
import { claimProblem } from '@/domain/payouts';
import { payoutGasEstimate } from '../rules/payouts';
import { tierRule } from '@/domain/tiers';
import { payoutPeriodDays } from '../rules/tiers';
import { dayMs } from '@/domain/time';
import { nextRunAfter } from '../rules/schedule';
import { addressProblem } from '@/domain/wallet';
import type { Language } from '@/i18n/languages';
import type { MockEnv } from '../env';
import { toIso, toIsoOrNull } from '../convert';
import { notFound, unprocessable } from '../http-error';
import { newestFirst, pageOf } from '../paging';
import { randomTxHash } from '../random';
import { payoutContent } from '../seed/content/payouts';
import { payoutView } from '../views';
import { currentUser } from './session';
import { routeHandler } from './route';
import { errorCodes } from '@/api/errors';

function balanceRow(env: MockEnv) {
  const user = currentUser(env);
  const row = env.db.balance.findFirst({ where: { userId: { equals: user.id } } });
  if (!row) throw notFound('No balance for this user');
  return row;
}

export function balanceView(env: MockEnv, lang: Language) {
  const row = balanceRow(env);
  // The network of the payout wallet: a claim is paid there, so that is what its gas costs.
  const network = walletRow(env).network;
  const { networkLabels, processingTime } = payoutContent[lang];
  return {
    claimable: row.claimable,
    totalEarned: row.totalEarned,
    minimumClaim: minimumClaimUsdt,
    currency: 'USDT' as const,
    network,
    networkLabel: networkLabels[network],
    gasEstimate: payoutGasEstimate[network],
    processingTime,
  };
}

function walletRow(env: MockEnv) {
  const user = currentUser(env);
  return env.db.payoutWallet.findFirst({ where: { userId: { equals: user.id } } }) ?? env.db.payoutWallet.create({ userId: user.id, network: 'ERC-20', address: null, updatedAt: null });
}

const claimMessages = {
  nothing_to_claim: `Nothing to claim yet: the minimum claim is ${minimumClaimUsdt} USDT`,
  too_many_decimals: 'An amount has at most 2 decimals',
  below_minimum: `The minimum claim is ${minimumClaimUsdt} USDT`,
  above_claimable: 'The amount is above your claimable balance',
} as const;

const addressMessages = {
  format: (network: string) => `This is not a valid ${network} address`,
  checksum: (network: string) => `The ${network === 'TRC-20' ? 'Base58Check' : 'EIP-55'} checksum of the address does not match: check for a typo`,
  burn: () => 'This is a zero or burn address: funds sent there are lost',
} as const;

// too_many_decimals never reaches a handler (the contract's schema answers 400 first); it maps to validation.
const claimCodes = {
  nothing_to_claim: errorCodes.nothingToClaim,
  too_many_decimals: errorCodes.validation,
  below_minimum: errorCodes.belowMinimum,
  above_claimable: errorCodes.aboveClaimable,
} as const;
const addressCodes = { format: errorCodes.invalidAddressFormat, checksum: errorCodes.invalidAddressChecksum, burn: errorCodes.invalidAddressBurn } as const;

/** The note of a payout the trader claimed; every other payout is an auto payout. */
const claimNoteId = 'sandbox';

/**
 * The next auto payout: the tier's payout cadence counted from the last auto payout (or from when
 * the account was opened), the first run after now. The Dashboard's Earnings card and the Payout
 * Schedule read it here, so they name one date; the demo's Silver trader, paid bi-weekly and last
 * paid 7 days ago, sees it 7 days ahead (spec section 9).
 */
export function nextAutoPayoutAt(env: MockEnv): string {
  const user = currentUser(env);
  const autoPayouts = env.db.payout.findMany({ where: { userId: { equals: user.id } } }).filter((row) => row.noteId !== claimNoteId);
  const anchor = Math.max(user.createdAt, ...autoPayouts.map((row) => row.timestamp));
  return toIso(nextRunAfter(anchor, payoutPeriodDays[tierRule(user.tier).payoutFrequency] * dayMs, env.now()));
}

export const payoutsHandlers = (env: MockEnv) => [
  routeHandler(routes.getBalance, env, ({ lang }) => balanceView(env, lang)),
  routeHandler(routes.listPayouts, env, ({ query, lang }) => {
    const user = currentUser(env);
    const rows = env.db.payout.findMany({ where: { userId: { equals: user.id }, ...(query.status ? { status: { equals: query.status } } : {}) } });
    return pageOf(newestFirst(rows, (row) => row.timestamp).map((row) => payoutView(row, lang)), query);
  }),
  routeHandler(routes.createClaim, env, ({ body, lang }) => {
    const user = currentUser(env);
    const balance = balanceRow(env);
    const wallet = walletRow(env);
    if (!wallet.address) throw unprocessable('Set a payout wallet before claiming', errorCodes.walletRequired);
    const problem = claimProblem(body.amount, { claimable: balance.claimable, minimumClaim: minimumClaimUsdt });
    if (problem) throw unprocessable(claimMessages[problem], claimCodes[problem], { amount: [claimMessages[problem]] });

    const now = env.now();
    const txId = randomTxHash();
    env.db.balance.update({ where: { userId: { equals: user.id } }, data: { claimable: Math.max(0, subtractMoney(balance.claimable, body.amount)) } });
    const payout = env.db.payout.create({ id: `pay-${crypto.randomUUID()}`, userId: user.id, amountUSDT: body.amount, txId, timestamp: now, noteId: claimNoteId, status: 'COMPLETED', network: wallet.network });
    env.db.reconciliation.create({ id: `rec-${crypto.randomUUID()}`, userId: user.id, exchangeId: 'OCTOSS', state: 'MATCHED', txHash: txId, sourceLabel: 'PAYOUT_CLAIMED', amount: -body.amount, timestamp: now });
    return { payout: payoutView(payout, lang), balance: balanceView(env, lang) };
  }),
  routeHandler(routes.getPayoutSchedule, env, () => {
    const user = currentUser(env);
    const rule = tierRule(user.tier);
    return { tier: rule.tier, frequency: rule.payoutFrequency, minimumClaim: minimumClaimUsdt, nextAutoPayoutAt: nextAutoPayoutAt(env) };
  }),
  routeHandler(routes.getWallet, env, () => {
    const wallet = walletRow(env);
    return { network: wallet.network, address: wallet.address, updatedAt: toIsoOrNull(wallet.updatedAt) };
  }),
  routeHandler(routes.updateWallet, env, ({ body }) => {
    const user = currentUser(env);
    const problem = addressProblem(body.network, body.address);
    if (problem) {
      const message = addressMessages[problem](body.network);
      throw unprocessable(message, addressCodes[problem], { address: [message] });
    }
    walletRow(env);
    const updated = env.db.payoutWallet.update({ where: { userId: { equals: user.id } }, data: { network: body.network, address: body.address, updatedAt: env.now() } })!;
    return { network: updated.network, address: updated.address, updatedAt: toIsoOrNull(updated.updatedAt) };
  }),
];
