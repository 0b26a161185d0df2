import type { z } from 'zod';
import { formatInteger } from '@/domain/format';
import { currentLanguage, i18next, intlLocale } from '@/i18n';

type Wrapped = { _zod: { def: { innerType?: z.ZodType; in?: z.ZodType } } };

/**
 * The longest text a contract schema accepts, read from the schema itself (through optional,
 * default and pipe wrappers), so a form never carries a second copy of the limit.
 */
export function maxLengthOf(schema: z.ZodType): number {
  let current: z.ZodType | undefined = schema;
  while (current) {
    const max = (current as unknown as { maxLength?: number | null }).maxLength;
    if (typeof max === 'number') return max;
    const def: Wrapped['_zod']['def'] = (current as unknown as Wrapped)._zod.def;
    current = def.innerType ?? def.in;
  }
  throw new Error('The schema declares no maximum length');
}

/**
 * "Too long: at most 64 characters (you entered 5,000)." in the reader's language, or undefined
 * when the text fits. The schema trims before it counts, and so does this.
 */
export function lengthError(limit: z.ZodType | number, value: string | undefined): string | undefined {
  const max = typeof limit === 'number' ? limit : maxLengthOf(limit);
  const length = (value ?? '').trim().length;
  if (length <= max) return undefined;
  const locale = intlLocale[currentLanguage()];
  return i18next.t('common:field.tooLong', { max: formatInteger(max, locale), length: formatInteger(length, locale) });
}
