import { errorCodes } from '@octoss/contract/errors';
import { minimumClaimUsdt, subtractMoney } from '@octoss/contract/money';
import { claimProblem } from '@/domain/payouts';
import { addressProblem } from '@/domain/wallet';
import { unprocessable } from '../../shared/http-error';
import { implement } from '../../http/implement';
import { newestFirst, pageOf } from '../../shared/paging';
import { randomTxHash } from '../../shared/random';
import { balanceRow, claimNoteId, createPayout, payoutsOf, setClaimable, updateWallet, walletRow } from './store';
import { createReconciliation, reconciliationsOf } from '../trustboard';
import { currentUser } from '../app';
import {
  balanceView,
  payoutScheduleView,
  payoutView,
  walletView,
  accrualsCsv,
  payoutsCsv,
  reconciliationsCsv,
} from './views';
import { inDayRange } from '@/domain/time';
import { accrualsOf } from '../payback';

const claimMessages = {
  nothing_to_claim: `Nothing to claim yet: the minimum claim is ${minimumClaimUsdt} USDT`,
  too_many_decimals: 'An amount has at most 2 decimals',
  below_minimum: `The minimum claim is ${minimumClaimUsdt} USDT`,
  above_claimable: 'The amount is above your claimable balance',
} as const;

const addressMessages = {
  format: (network: string) => `This is not a valid ${network} address`,
  checksum: (network: string) =>
    `The ${network === 'TRC-20' ? 'Base58Check' : 'EIP-55'} checksum of the address does not match: check for a typo`,
  burn: () => 'This is a zero or burn address: funds sent there are lost',
} as const;

// too_many_decimals never reaches a handler (the contract's schema answers 400 first); it maps to validation.
const claimCodes = {
  nothing_to_claim: errorCodes.nothingToClaim,
  too_many_decimals: errorCodes.validation,
  below_minimum: errorCodes.belowMinimum,
  above_claimable: errorCodes.aboveClaimable,
} as const;

const addressCodes = {
  format: errorCodes.invalidAddressFormat,
  checksum: errorCodes.invalidAddressChecksum,
  burn: errorCodes.invalidAddressBurn,
} as const;

export const payouts = implement('payouts', {
  getBalance: ({ env, lang }) => balanceView(env, lang),
  listPayouts: ({ env, query, lang }) => {
    const rows = payoutsOf(env, currentUser(env).id, query.status);
    return pageOf(
      newestFirst(rows, (row) => row.timestamp).map((row) => payoutView(row, lang)),
      query,
    );
  },
  createClaim: ({ env, body, lang }) => {
    const user = currentUser(env);
    const balance = balanceRow(env);
    const wallet = walletRow(env);
    if (!wallet.address) throw unprocessable('Set a payout wallet before claiming', errorCodes.walletRequired);
    const problem = claimProblem(body.amount, { claimable: balance.claimable, minimumClaim: minimumClaimUsdt });
    if (problem) throw unprocessable(claimMessages[problem], claimCodes[problem], { amount: [claimMessages[problem]] });

    const now = env.now();
    const txId = randomTxHash();
    setClaimable(env, user.id, Math.max(0, subtractMoney(balance.claimable, body.amount)));
    const record = createReconciliation(env, {
      userId: user.id,
      exchangeId: 'OCTOSS',
      state: 'MATCHED',
      txHash: txId,
      sourceLabel: 'PAYOUT_CLAIMED',
      amount: -body.amount,
      timestamp: now,
    });
    const payout = createPayout(env, {
      userId: user.id,
      amountUSDT: body.amount,
      txId,
      timestamp: now,
      noteId: claimNoteId,
      status: 'COMPLETED',
      network: wallet.network,
      address: wallet.address,
      recordId: record.id,
    });
    return { payout: payoutView(payout, lang), balance: balanceView(env, lang) };
  },
  getPayoutSchedule: ({ env }) => payoutScheduleView(env),
  getWallet: ({ env }) => walletView(walletRow(env)),
  updateWallet: ({ env, body }) => {
    const problem = addressProblem(body.network, body.address);
    if (problem) {
      const message = addressMessages[problem](body.network);
      throw unprocessable(message, addressCodes[problem], { address: [message] });
    }
    return walletView(updateWallet(env, { network: body.network, address: body.address }));
  },
});

export const exports = implement('exports', {
  exportAccruals: ({ env, query }) => {
    const rows = accrualsOf(env, currentUser(env).id, (row) =>
      inDayRange(row.accrualAt, query.from, query.to, query.tz),
    );
    return accrualsCsv(newestFirst(rows, (row) => row.accrualAt));
  },
  exportReconciliations: ({ env, query }) => reconciliationsCsv(reconciliationsOf(env, query)),
  exportPayouts: ({ env, query, lang }) => {
    const rows = payoutsOf(env, currentUser(env).id).filter((row) =>
      inDayRange(row.timestamp, query.from, query.to, query.tz),
    );
    return payoutsCsv(
      newestFirst(rows, (row) => row.timestamp),
      lang,
    );
  },
});
