import { z } from 'zod';
import { hasAtMostTwoDecimals, twoDecimalsMessage } from '@/domain/money';
import { hasNoHiddenControls, hiddenControlsMessage } from '@/domain/text';

/** ISO 8601 timestamp in UTC, e.g. 2026-11-22T10:00:00.000Z. The mock stores epoch ms and converts. */
export const isoDateTime = z.iso.datetime();

/** A USDT amount: finite, at most 2 decimals. */
export const usdt = z.number().refine(hasAtMostTwoDecimals, twoDecimalsMessage);

export const tierNames = ['Bronze', 'Silver', 'Gold', 'Platinum', 'Partner'] as const;
export const tierNameSchema = z.enum(tierNames);
export type TierName = z.infer<typeof tierNameSchema>;

/** `?page=1&pageSize=20`, shared by every list that can grow. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: z.number().int().min(0),
  });
}

/** A calendar day, YYYY-MM-DD (UTC), as used by period filters and exports. */
export const day = z.iso.date();

type Period = { from?: string; to?: string };

/** A period whose `from` is after its `to` is a mistake, not an empty period: 400. */
export function withOrderedPeriod<T extends z.ZodType<Period>>(schema: T): T {
  return schema.refine((period) => !period.from || !period.to || period.from <= period.to, { message: 'from must not be after to', path: ['from'] });
}

/** `?from=2026-11-01&to=2026-11-15`: both days included. */
export const periodFields = { from: day.optional(), to: day.optional() };
export const periodQuery = withOrderedPeriod(z.object(periodFields));

/** Free text as the API accepts it: trimmed, without NUL, other controls or bidi overrides (400). */
export const plainText = () => z.string().refine(hasNoHiddenControls, hiddenControlsMessage).trim();
