import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import PlaybookPage from '@/features/playbook/PlaybookPage';
import { renderPage } from '../../support/renderPage';
import { useMockServer } from '../../support/mockServer';

describe('Playbook', () => {
  const { env } = useMockServer();

  it('Playbook: the checklist is saved through the API', async () => {
    const user = userEvent.setup();
    await renderPage(<PlaybookPage />, { path: '/app/playbook#first-claim' });
    const box = await screen.findByRole('checkbox', { name: 'Message 10 warm contacts' });
    await user.click(box);
    await waitFor(() =>
      expect(env.db.playbookItem.findFirst({ where: { id: { equals: 'dm-warm' } } })?.completed).toBe(true),
    );
    // The saved checklist reaches the screen in a transition (src/api/useDeferredQuery.ts).
    expect(await screen.findByText('3 of 6 done')).toBeInTheDocument();
    expect(screen.getByText('$53.85')).toBeInTheDocument();
  });
});
