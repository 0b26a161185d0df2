import './zodConfig';
import { z } from 'zod';
import { hasAtMostTwoDecimals, twoDecimalsMessage } from './money';
import { hasNoHiddenControls, hiddenControlsMessage } from './text';
import { defaultTimeZone, isTimeZone } from './time';

/** ISO 8601 timestamp in UTC, e.g. 2026-11-22T10:00:00.000Z. The mock stores epoch ms and converts. */
export const isoDateTime = z.iso.datetime();

/** A USDT amount: finite, at most 2 decimals. */
export const usdt = z
  .number()
  .refine(hasAtMostTwoDecimals, twoDecimalsMessage)
  // JSON Schema's `multipleOf: 0.01` would say this, but floating-point validators (Ajv, so Prism
  // and Spectral) reject valid amounts with it (145.2 / 0.01 = 14519.999…), so the document says it
  // in words and in `x-multipleOf` for tools that can check it exactly.
  .meta({
    'x-multipleOf': 0.01,
    description:
      'USDT, at most 2 decimals (a whole number of cents). The server computes on whole cents and rounds shares (net of gross, bonuses) half up to the cent.',
  });

/** A USDT amount that cannot be negative: balances, fees, prices. */
export const usdtAmount = usdt.min(0);

/** A number of things (links, referrals, records...): a whole number, never negative. */
export const count = z.number().int().min(0).meta({ description: 'A count: a whole number, 0 or more.' });

/** A fraction 0 to 1 (0.3 = 30 %), not rounded by the server. */
export const rate = z.number().min(0).max(1).meta({ description: 'A rate from 0 to 1 (0.3 means 30 %), not rounded.' });

/** A percentage 0 to 100 (30 = 30 %). */
export const percent = z.number().min(0).max(100).meta({ description: 'A percentage from 0 to 100 (30 means 30 %).' });

export const tierNames = ['Bronze', 'Silver', 'Gold', 'Platinum', 'Partner'] as const;
export const tierNameSchema = z.enum(tierNames);

/** How often a tier's auto payouts run. */
export const payoutFrequencies = ['Monthly', 'Bi-weekly', 'Weekly', 'Daily'] as const;
export type PayoutFrequency = (typeof payoutFrequencies)[number];
export const payoutFrequencySchema = z.enum(payoutFrequencies);
export type TierName = z.infer<typeof tierNameSchema>;

/** The largest page a list answers; a bigger `pageSize` is a 400. */
export const maxPageSize = 100;

/** `?page=1&pageSize=20`, shared by every list that can grow. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(20),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: z.number().int().min(0),
  });
}

/** A transaction hash on its chain: one name and one rule for payouts, settlements, reconciliations and the dashboard. */
export const txHash = z.string().nullable().meta({
  description: 'The transaction hash on the chain; null until the transfer is sent (PROCESSING, REQUESTED, PENDING).',
});

/** A calendar day, YYYY-MM-DD, on the reader's clock (see `tz`), as used by period filters and exports. */
export const day = z.iso.date();

/**
 * The reader's IANA time zone: a period's days are the reader's days, the ones the tables show, so
 * a record the reader sees dated Nov 23 is inside `from=2026-11-23&to=2026-11-23`.
 */
export const timeZone = z
  .string()
  .max(64)
  .refine(isTimeZone, 'Unknown time zone: use an IANA name such as Asia/Seoul or UTC')
  .default(defaultTimeZone)
  .meta({
    description:
      "The reader's IANA time zone (e.g. America/Los_Angeles, Asia/Seoul). `from` and `to` are calendar days on this zone's clock: a day runs from its local midnight to the next (23 or 25 hours on DST change days). Default UTC; an unknown zone is a 400 with fieldErrors.tz.",
    example: 'Asia/Seoul',
  });

type Period = { from?: string; to?: string };

/** A period whose `from` is after its `to` is a mistake, not an empty period: 400. */
export function withOrderedPeriod<T extends z.ZodType<Period>>(schema: T): T {
  return schema.refine((period) => !period.from || !period.to || period.from <= period.to, {
    message: 'from must not be after to',
    path: ['from'],
  });
}

/** `?from=2026-11-01&to=2026-11-15&tz=Asia/Seoul`: both days included, days of the reader's zone. */
export const periodFields = { from: day.optional(), to: day.optional(), tz: timeZone };
export const periodQuery = withOrderedPeriod(z.object(periodFields));

/** Free text as the API accepts it: trimmed, without NUL, other controls or bidi overrides (400). */
export const plainText = () => z.string().refine(hasNoHiddenControls, hiddenControlsMessage).trim();
