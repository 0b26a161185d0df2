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
  return i18next.exists(key) ? i18next.t(key, values) : undefined;
}
