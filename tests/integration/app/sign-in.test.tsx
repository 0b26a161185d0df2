import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import DashboardPage from '@/features/dashboard/DashboardPage';
import { authToken } from '@/api/authToken';
import { ApiError } from '@/api/errors';
import { registerAccount } from '@/api/signIn';
import { retryQuery } from '@/app/queryClient';
import { currentToasts } from '@/lib/toast';
import { signInOf } from '@mocks/areas/app/store';
import { renderPage } from '../../support/renderPage';
import { useMockServer } from '../../support/mockServer';

describe('a request that needs a signed-in user (401)', () => {
  const { env, server } = useMockServer();
  afterEach(() => registerAccount(undefined));

  it("shows the one sign-in prompt in the reader's language; signing in loads the page where the reader was", async () => {
    authToken.clear();
    registerAccount(() => signInOf(env));
    const dashboardRequests: string[] = [];
    server.events.on('response:mocked', ({ request, response }) => {
      if (new URL(request.url).pathname === '/api/dashboard') dashboardRequests.push(`${response.status}`);
    });
    const user = userEvent.setup();
    const { router } = await renderPage(<DashboardPage />, { path: '/app/dashboard?from=email', language: 'ko' });

    const prompt = await screen.findByRole('region', { name: '로그인이 필요합니다' });
    expect(prompt).toHaveTextContent(
      '로그인하면 연결한 거래소와 페이백 내역을 모든 기기에서 안전하게 확인할 수 있습니다.',
    );
    expect(screen.getAllByRole('region', { name: '로그인이 필요합니다' })).toHaveLength(1);
    // Said once, by the prompt: no error toast per failed query, and no retry of the 401.
    expect(currentToasts()).toEqual([]);
    expect(dashboardRequests).toEqual(['401']);

    await user.click(within(prompt).getByRole('button', { name: '로그인' }));
    expect((await screen.findAllByText(/376\.61/)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: '로그인이 필요합니다' })).toBeNull();
    expect(authToken.get()).toMatch(/^[0-9a-f]{64}$/);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/app/dashboard?from=email');
    expect(dashboardRequests).toEqual(['401', '200']);
  });

  it('drops a token the server no longer knows and asks to sign in', async () => {
    authToken.set({ token: 'a-token-the-server-never-gave', expiresAt: '2999-01-01T00:00:00.000Z' });
    await renderPage(<DashboardPage />, { path: '/app/dashboard' });
    expect(await screen.findByRole('region', { name: 'Sign in to continue' })).toHaveTextContent(
      'Sign in to view your linked exchanges and payback history securely on any device.',
    );
    await waitFor(() => expect(authToken.get()).toBeUndefined());
  });

  it('never retries a 401 (a 4xx), while a 500 is retried', () => {
    expect(retryQuery(0, new ApiError(401, { code: 'unauthorized', message: 'Sign in first' }))).toBe(false);
    expect(retryQuery(0, new ApiError(500, { code: 'server_error', message: 'Failed' }))).toBe(true);
  });
});
