import { describe, expect, it } from 'vitest';
import { api } from '@/api/endpoints';
import { ApiError } from '@/api/errors';
import { useMockServer } from '../../support/mockServer';

describe('the API client against the mock handlers', () => {
  const { env } = useMockServer();

  it('reads the signed-in demo user through the HTTP client, the handler and the db', async () => {
    const me = await api.getMe();
    expect(me).toMatchObject({ email: 'demo@octoss.app', tier: 'Silver', oCTOSSPoints: 2847, signedIn: true });
  });

  it('reads the proof metrics of the landing page', async () => {
    await expect(api.getProofMetrics()).resolves.toEqual({
      reconciliationsThisWeek: 12493,
      medianClaimTimeSeconds: 442,
      discrepancyRate: 0.009,
    });
  });

  it('answers 500 with the error shape when the group is switched to fail', async () => {
    env.faults.fail.add('proof');
    const error = await api.getProofMetrics().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, code: 'server_error' });
  });
});
