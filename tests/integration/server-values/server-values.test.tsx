import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import PlaybookPage from '@/features/playbook/PlaybookPage';
import { renderPage } from '../../support/renderPage';
import { useMockServer } from '../../support/mockServer';

/**
 * Where the contract carries a value, the screen shows that field and never computes it: each test
 * answers with figures the client's own rules would not produce and expects the screen to show them.
 */
describe('the screen reads what the contract answers', () => {
  const { server } = useMockServer();

  it('Playbook: the targets are the server\'s', async () => {
    server.use(
      http.get('*/api/playbook', () =>
        HttpResponse.json({ checklist: [], samplePosts: [], targets: { arpuBase: 60, retention: 0.8, monthlyTarget: 320, referralsPerMonth: 4 } }),
      ),
    );
    await renderPage(<PlaybookPage />, { path: '/app/playbook' });
    expect(await screen.findByText('$60.00', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('80%')).toBeInTheDocument();
    expect(screen.getByText('$320.00')).toBeInTheDocument();
    expect(screen.getByText('4')).toBeInTheDocument();
    expect(screen.getByText(/ARPU = 60\.00 ×/)).toBeInTheDocument();
  });
});
