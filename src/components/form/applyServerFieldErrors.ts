import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/api/errors';

/**
 * Puts a refused write's `fieldErrors` (400 validation, 422 business rule) on the form's own
 * fields, so the reader sees what to fix where it is typed; the error's `code` becomes the field
 * error's message, for fieldErrorText to turn into words. True when a field took one; a failure
 * without fieldErrors for these fields is the caller's to report (a toast).
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error) || !error.fieldErrors) return false;
  const named = fields.filter((field) => error.fieldErrors?.[field]?.length);
  named.forEach((field, index) =>
    setError(field, { type: 'server', message: error.code }, { shouldFocus: index === 0 }),
  );
  return named.length > 0;
}
