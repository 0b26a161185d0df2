import { z } from 'zod';
import { day, isoDateTime, pageOf, pageQuery, txHash, usdtAmount } from './common';
import { hasAtMostTwoDecimals, twoDecimalsMessage } from './money';
import { errorCodes } from './errors';
import { defineRoute } from './route';

export const settlementTypes = ['EXCHANGE', 'SPECIAL'] as const;
export const settlementStatuses = ['PENDING', 'REQUESTED', 'PROCESSING', 'PAID'] as const;
export type SettlementStatus = (typeof settlementStatuses)[number];

export const settlementSchema = z
  .object({
    id: z.string(),
    exchange: z.string().describe('Exchange id'),
    periodFrom: day,
    periodTo: day,
    gross: usdtAmount,
    net: usdtAmount,
    type: z.enum(settlementTypes),
    status: z.enum(settlementStatuses),
    requestedAt: isoDateTime.nullable(),
    txHash,
    note: z.string().nullable(),
  })
  .meta({ id: 'Settlement' });
export type Settlement = z.infer<typeof settlementSchema>;

export const settlementQuery = pageQuery.extend({ type: z.enum(settlementTypes).optional() });

export const autoSettlementCadences = ['WEEKLY', 'MONTHLY', 'CUSTOM'] as const;

export const autoSettlementRuleSchema = z
  .object({
    minAmount: usdtAmount,
    cadence: z.enum(autoSettlementCadences),
    /** Days between runs when the cadence is CUSTOM. */
    customDays: z.number().int().min(1).max(90).nullable(),
    nextRun: isoDateTime,
    isEnabled: z.boolean(),
  })
  .meta({ id: 'AutoSettlementRule' });
export type AutoSettlementRule = z.infer<typeof autoSettlementRuleSchema>;

export const updateAutoSettlementSchema = z
  .strictObject({
    minAmount: z.number().min(10, 'At least 10 USDT').max(1_000_000).refine(hasAtMostTwoDecimals, twoDecimalsMessage),
    cadence: z.enum(autoSettlementCadences),
    customDays: z.number().int().min(1).max(90).nullable().default(null),
    isEnabled: z.boolean(),
  })
  .refine((rule) => rule.cadence !== 'CUSTOM' || rule.customDays !== null, {
    message: 'Choose the number of days',
    path: ['customDays'],
  })
  .meta({
    id: 'UpdateAutoSettlementRule',
    description:
      'Unknown properties are rejected (400). `customDays` (1-90) is required when `cadence` is CUSTOM and stored as null for WEEKLY and MONTHLY. `minAmount` is USDT with at most 2 decimals, 10 or more.',
  });

export const settlementRoutes = {
  listSettlements: defineRoute({
    group: 'settlements',
    method: 'get',
    path: '/api/settlements',
    examples: [
      { status: 200, query: 'pageSize=3' },
      { status: 400, query: 'type=BONUS' },
    ],
    summary: 'Exchange and special settlements, newest period first, paged',
    localized: true,
    query: settlementQuery,
    response: pageOf(settlementSchema).meta({ id: 'SettlementPage' }),
    errors: [400],
  }),
  requestSettlement: defineRoute({
    group: 'settlements',
    method: 'post',
    invalidates: ['listSettlements'],
    path: '/api/settlements/{id}/requests',
    examples: [
      { status: 400, path: '/api/settlements/set-9/requests' },
      {
        status: 404,
        path: '/api/settlements/set-999/requests',
        headers: { 'Idempotency-Key': 'recorded-settlement-404' },
      },
      {
        status: 409,
        path: '/api/settlements/set-11/requests',
        headers: { 'Idempotency-Key': 'recorded-settlement-409' },
      },
      {
        status: 201,
        path: '/api/settlements/set-9/requests',
        headers: { 'Idempotency-Key': 'recorded-settlement-201' },
      },
    ],
    summary:
      'Request a PENDING special settlement: REQUESTED, then PROCESSING and PAID (in the sandbox, 3 s and 8 s after the request)',
    localized: true,
    params: z.object({ id: z.string() }),
    response: settlementSchema,
    status: 201,
    idempotent: true,
    errors: [400, 404, 409],
    codes: { 409: [errorCodes.notRequestable] },
  }),
  getAutoSettlement: defineRoute({
    group: 'settlements',
    method: 'get',
    path: '/api/settlements/auto',
    examples: [{ status: 200 }],
    summary: 'The auto-settlement rule',
    response: autoSettlementRuleSchema,
    errors: [],
  }),
  updateAutoSettlement: defineRoute({
    group: 'settlements',
    method: 'put',
    invalidates: ['getAutoSettlement'],
    path: '/api/settlements/auto',
    examples: [
      { status: 400, body: { minAmount: 50, cadence: 'CUSTOM', isEnabled: true } },
      { status: 200, body: { minAmount: 50, cadence: 'WEEKLY', isEnabled: true } },
    ],
    summary: 'Change the auto-settlement rule; the next run is recomputed from the cadence',
    body: updateAutoSettlementSchema,
    response: autoSettlementRuleSchema,
    errors: [400],
  }),
};
