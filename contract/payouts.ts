import { z } from 'zod';
import { isoDateTime, pageOf, pageQuery, tierNameSchema, txHash, usdtAmount } from './common';
import { hasAtMostTwoDecimals, twoDecimalsMessage } from './money';
import { errorCodes } from './errors';
import { defineRoute } from './route';

export const walletNetworks = ['ERC-20', 'TRC-20', 'BEP-20'] as const;
export type WalletNetwork = (typeof walletNetworks)[number];

export const balanceSchema = z
  .object({
    claimable: usdtAmount,
    totalEarned: usdtAmount,
    minimumClaim: usdtAmount,
    currency: z.literal('USDT'),
    network: z.enum(walletNetworks),
    networkLabel: z.string(),
    gasEstimate: usdtAmount,
    processingTime: z.string(),
  })
  .meta({ id: 'Balance' });
export type Balance = z.infer<typeof balanceSchema>;

export const payoutStatuses = ['COMPLETED', 'PROCESSING'] as const;

/** A payout history row of the payouts screen. */
export const payoutSchema = z
  .object({
    id: z.string(),
    amount: usdtAmount,
    txHash,
    timestamp: isoDateTime,
    note: z.string(),
    status: z.enum(payoutStatuses),
    network: z.enum(walletNetworks),
    address: z
      .string()
      .nullable()
      .meta({ description: 'The wallet address the payout was sent to (on `network`); null when not recorded.' }),
    recordId: z.string().nullable().meta({
      description:
        "The payout's reconciliation record (a PAYOUT_CLAIMED row of the Trustboard), whose ledger proof is `GET /api/proof/records/{recordId}`; null when it has none.",
    }),
  })
  .meta({ id: 'Payout' });
export type Payout = z.infer<typeof payoutSchema>;

export const payoutQuery = pageQuery.extend({ status: z.enum(payoutStatuses).optional() });

/** Positive, at most 2 decimals, below a sanity ceiling; the claimable and minimum rules are the server's (422). */
export const claimSchema = z
  .strictObject({
    amount: z
      .number({ error: 'Enter an amount' })
      .positive('Enter an amount above 0')
      .max(1_000_000, 'Amount too large')
      .refine(hasAtMostTwoDecimals, twoDecimalsMessage),
  })
  .meta({ id: 'Claim' });
export type Claim = z.infer<typeof claimSchema>;

export const claimResultSchema = z.object({ payout: payoutSchema, balance: balanceSchema }).meta({ id: 'ClaimResult' });

export const payoutScheduleSchema = z
  .object({
    tier: tierNameSchema,
    frequency: z.string(),
    minimumClaim: usdtAmount,
    nextAutoPayoutAt: isoDateTime,
  })
  .meta({ id: 'PayoutSchedule' });

export const walletSchema = z
  .object({
    network: z.enum(walletNetworks),
    address: z.string().nullable(),
    updatedAt: isoDateTime.nullable(),
  })
  .meta({ id: 'PayoutWallet' });
export type Wallet = z.infer<typeof walletSchema>;

export const updateWalletSchema = z
  .strictObject({
    network: z.enum(walletNetworks),
    address: z.string().trim().min(1, 'Enter a wallet address').max(128),
  })
  .meta({ id: 'UpdateWallet' });

export const payoutRoutes = {
  getBalance: defineRoute({
    group: 'payouts',
    method: 'get',
    path: '/api/payouts/balance',
    examples: [{ status: 200 }],
    summary: 'Claimable balance, minimum claim, network, gas estimate and processing time',
    localized: true,
    response: balanceSchema,
    errors: [],
  }),
  listPayouts: defineRoute({
    group: 'payouts',
    method: 'get',
    path: '/api/payouts',
    examples: [
      { status: 200, query: 'pageSize=3' },
      { status: 400, query: 'status=LOST' },
    ],
    summary: 'Payout history, newest first, paged',
    localized: true,
    query: payoutQuery,
    response: pageOf(payoutSchema).meta({ id: 'PayoutPage' }),
    errors: [400],
  }),
  createClaim: defineRoute({
    group: 'payouts',
    method: 'post',
    invalidates: ['payouts', 'reconciliations', 'dashboard', 'profiles', 'exports', 'getMyProofs'],
    path: '/api/payouts/claims',
    examples: [
      { status: 400, body: { amount: 10.005 }, headers: { 'Idempotency-Key': 'recorded-claim-400' } },
      { status: 422, body: { amount: 5 }, headers: { 'Idempotency-Key': 'recorded-claim-422' } },
      { status: 201, body: { amount: 25 }, headers: { 'Idempotency-Key': 'recorded-claim-201' } },
    ],
    summary: 'Claim USDT to the payout wallet. 422 above claimable, below the minimum, or without a wallet.',
    localized: true,
    body: claimSchema,
    response: claimResultSchema,
    status: 201,
    idempotent: true,
    errors: [400, 422],
    codes: {
      422: [errorCodes.walletRequired, errorCodes.nothingToClaim, errorCodes.belowMinimum, errorCodes.aboveClaimable],
    },
  }),
  getPayoutSchedule: defineRoute({
    group: 'payouts',
    method: 'get',
    path: '/api/payouts/schedule',
    examples: [{ status: 200 }],
    summary: 'Automatic payout schedule of the user tier',
    response: payoutScheduleSchema,
    errors: [],
  }),
  getWallet: defineRoute({
    group: 'payouts',
    method: 'get',
    path: '/api/payouts/wallet',
    examples: [{ status: 200 }],
    summary: 'The payout wallet (address null when none is set)',
    response: walletSchema,
    errors: [],
  }),
  updateWallet: defineRoute({
    group: 'payouts',
    method: 'put',
    invalidates: ['getWallet', 'getBalance'],
    path: '/api/payouts/wallet',
    examples: [
      { status: 400, body: { network: 'ERC-20', address: '' } },
      { status: 422, body: { network: 'ERC-20', address: '0x52908400098527886e0F7030069857D2E4169Ee7' } },
      { status: 200, body: { network: 'ERC-20', address: '0x52908400098527886E0F7030069857D2E4169EE7' } },
    ],
    summary:
      'Set the payout wallet; the address is validated for its network (EIP-55 checksum for mixed-case ERC-20/BEP-20)',
    body: updateWalletSchema,
    response: walletSchema,
    errors: [400, 422],
    codes: { 422: [errorCodes.invalidAddressFormat, errorCodes.invalidAddressChecksum, errorCodes.invalidAddressBurn] },
  }),
};
