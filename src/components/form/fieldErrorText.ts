import type { FieldError } from 'react-hook-form';
import type { z } from 'zod';
import { lengthError } from '@/components/form/lengthError';

/**
 * What a form says about one field, by kind of error: `fallback` for any kind not named (none: the
 * field is only marked); other
 * keys are zod issue codes (`too_small`, `invalid_type`), a refinement's message (e.g.
 * `twoDecimalsMessage`), or an API error code the server set on the field (applyServerFieldErrors).
 * The texts are the form's own, already in the reader's language.
 */
export type FieldTexts = { fallback: string | undefined } & Partial<Record<string, string>>;

/** A text field whose contract schema has a maximum length: too long is said as soon as it is true (a paste). */
export type LengthCheck = { schema: z.ZodType | number; value: string | undefined };

/**
 * The one mapping from a field's error to the reader's words, for every form: too long first
 * (with the contract's limit, `lengthError`), then the text for the error's message, then for its
 * type, then the fallback; undefined when the field is fine.
 */
export function fieldErrorText(
  error: FieldError | undefined,
  texts: FieldTexts,
  length?: LengthCheck,
): string | undefined {
  const tooLong = length && lengthError(length.schema, length.value);
  if (tooLong) return tooLong;
  if (!error) return undefined;
  // Own keys only: a message such as "constructor" must not find the object's prototype.
  const textOf = (kind: string | undefined) => (kind && Object.hasOwn(texts, kind) ? texts[kind] : undefined);
  return textOf(error.message) ?? textOf(error.type) ?? texts.fallback;
}
