import { z } from 'zod';
import { count, isoDateTime, pageOf, pageQuery } from './common';
import { errorCodes } from './errors';
import { defineRoute } from './route';

export const pointSources = ['PAYBACK', 'REFERRAL', 'ACADEMY'] as const;
export type PointSource = (typeof pointSources)[number];

export const pointsEntrySchema = z
  .object({
    id: z.string(),
    date: isoDateTime,
    source: z.enum(pointSources),
    delta: z.number().int(),
    balance: count,
    note: z.string(),
  })
  .meta({ id: 'PointsEntry' });
export type PointsEntry = z.infer<typeof pointsEntrySchema>;

export const earnPointsSchema = z.strictObject({ source: z.enum(pointSources) }).meta({ id: 'EarnPoints' });

export const pointsRoutes = {
  listPointsHistory: defineRoute({
    group: 'points',
    method: 'get',
    path: '/api/points/history',
    examples: [
      { status: 200, query: 'pageSize=3' },
      { status: 400, query: 'pageSize=500' },
    ],
    summary: 'Points history, newest first, paged',
    localized: true,
    query: pageQuery,
    response: pageOf(pointsEntrySchema).meta({ id: 'PointsPage' }),
    errors: [400],
  }),
  earnPoints: defineRoute({
    group: 'points',
    method: 'post',
    invalidates: ['session', 'points', 'dashboard'],
    path: '/api/points/earn',
    examples: [
      { status: 400, body: { source: 'LOTTERY' } },
      { status: 201, body: { source: 'REFERRAL' } },
      { status: 422, body: { source: 'ACADEMY' }, repeat: true },
    ],
    summary:
      'Demo: earn 10-49 points from a source, within its weekly cap (PAYBACK 200, ACADEMY 150, REFERRAL none); 422 when the cap is reached',
    localized: true,
    body: earnPointsSchema,
    response: pointsEntrySchema,
    status: 201,
    errors: [400, 422],
    codes: { 422: [errorCodes.weeklyCapReached] },
  }),
};
