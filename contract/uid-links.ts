import { z } from 'zod';
import { isoDateTime, pageOf, pageQuery, plainText } from './common';
import { errorCodes } from './errors';
import { defineRoute } from './route';

export const uidLinkStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/** Why a link was rejected, and what the trader can do about it. */
export const rejectionSchema = z.object({
  code: z.enum(['EXISTING_ACCOUNT']),
  fix: z.string(),
});

export const uidLinkSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    exchange: z.string().describe('Exchange id'),
    uid: z.string(),
    status: z.enum(uidLinkStatuses),
    createdAt: isoDateTime,
    approvedAt: isoDateTime.nullable(),
    rejection: rejectionSchema.nullable(),
  })
  .meta({ id: 'UidLink' });
export type UidLink = z.infer<typeof uidLinkSchema>;

export const uidMaxLength = 64;

/** The link form and the server validate with this one schema. */
export const createUidLinkSchema = z
  .strictObject({
    exchangeId: plainText().min(1, 'Select an exchange'),
    uid: z
      .string()
      .trim()
      .min(1, 'Enter your UID')
      .max(uidMaxLength, `At most ${uidMaxLength} characters`)
      .regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, - and _ only'),
  })
  .meta({ id: 'CreateUidLink' });
export type CreateUidLink = z.infer<typeof createUidLinkSchema>;

export const uidLinkRoutes = {
  listUidLinks: defineRoute({
    group: 'uid-links',
    method: 'get',
    path: '/api/uid-links',
    examples: [
      { status: 200, query: 'pageSize=3' },
      { status: 400, query: 'pageSize=500' },
    ],
    summary:
      'Linked exchange accounts, paged, newest first (ties by id); a PENDING link turns APPROVED or REJECTED when the exchange has reviewed it (in the sandbox, 2 s after submission)',
    localized: true,
    query: pageQuery,
    response: pageOf(uidLinkSchema).meta({ id: 'UidLinkPage' }),
    errors: [400],
  }),
  createUidLink: defineRoute({
    group: 'uid-links',
    method: 'post',
    invalidates: ['uid-links'],
    path: '/api/uid-links',
    examples: [
      { status: 400, body: { exchangeId: 'cex-b', uid: 'not a uid!' } },
      { status: 404, body: { exchangeId: 'cex-unknown', uid: '44120987' } },
      { status: 409, body: { exchangeId: 'cex-c', uid: '77340125' } },
      { status: 201, body: { exchangeId: 'cex-b', uid: '44120987' } },
      { status: 201, dataset: 'testnet', body: { exchangeId: 'cex-a', uid: '30019442' } },
    ],
    summary: 'Link an exchange account by UID (read-only). Only new account registrations are eligible.',
    localized: true,
    body: createUidLinkSchema,
    response: uidLinkSchema,
    status: 201,
    errors: [400, 404, 409],
    codes: { 409: [errorCodes.alreadyLinked] },
  }),
};
