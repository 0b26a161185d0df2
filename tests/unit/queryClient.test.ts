import { describe, expect, it } from 'vitest';
import { errorCodes } from '@octoss/contract/errors';
import { ApiError } from '@/api/errors';
import { createQueryClient, retryQuery } from '@/app/queryClient';

const failure = (status: number, code: string) => new ApiError(status, { code, message: code });

describe('retries', () => {
  it('retry a query twice after a 5xx, a network error or a timeout', () => {
    for (const error of [
      failure(500, errorCodes.server),
      failure(0, errorCodes.network),
      failure(0, errorCodes.timeout),
      new TypeError('Failed to fetch'),
    ]) {
      expect([retryQuery(0, error), retryQuery(1, error), retryQuery(2, error)]).toEqual([true, true, false]);
    }
  });

  it('never retry a 4xx: the same request gets the same answer', () => {
    for (const status of [400, 404, 409, 422])
      expect(retryQuery(0, failure(status, errorCodes.validation))).toBe(false);
  });

  it('are the client default for queries, and mutations never retry by themselves', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(retryQuery);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
