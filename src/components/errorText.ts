import { errorCodes } from '@octoss/contract/errors';
import { isApiError } from '@/api/errors';
import { i18next } from '@/i18n';

/**
 * The reader's words for an API error, found by its code under `prefix` (e.g.
 * 'payouts:claim.problems'), or undefined for a code without any. The error's own message is for
 * developers and stays English.
 */
export function errorCodeText(error: unknown, prefix: string, values?: Record<string, unknown>): string | undefined {
  if (!isApiError(error)) return undefined;
  const key = `${prefix}.${error.code}`;
  if (i18next.exists(key)) return i18next.t(key, values);
  const anyWrite = anyWriteTexts[error.code];
  return anyWrite && i18next.t(anyWrite);
}

/** Codes any write can meet, whatever its form: said the same way everywhere. */
const anyWriteTexts: Partial<Record<string, string>> = { [errorCodes.storageFull]: 'common:errors.storageFull' };
