import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import PromosPage from '@/features/promos/PromosPage';
import { currentToasts } from '@/lib/toast';
import { renderPage } from '../../support/renderPage';
import { useMockServer } from '../../support/mockServer';
import { whenEnabled } from '../../support/whenEnabled';

describe('Promos & Events', () => {
  const { env } = useMockServer();

  it('hides expired promos until Show expired is ticked, and disables their actions', async () => {
    const user = userEvent.setup();
    await renderPage(<PromosPage />, { path: '/app/promos' });
    const before = (await screen.findAllByRole('article')).length;
    expect(screen.queryByText('Expired')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Show expired' }));
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(before));
    const expired = screen.getAllByRole('article').find((card) => within(card).queryByText('Expired'))!;
    expect(within(expired).getByRole('button', { name: 'Add to calendar' })).toBeDisabled();
    expect(screen.getAllByText('Ending soon').length).toBeGreaterThan(0);
  });

  it('saves a promo through the API with a toast', async () => {
    const user = userEvent.setup();
    await renderPage(<PromosPage />, { path: '/app/promos' });
    const card = (await screen.findAllByRole('article'))[0]!;
    // The catalogue may show before the trader's saved promos: the button waits for them.
    await user.click(await whenEnabled(within(card).findByRole('button', { name: /^Save / })));
    await waitFor(() => expect(currentToasts().map((toast) => toast.title)).toContain('Promo Saved'));
    const id = card.getAttribute('aria-labelledby')!.replace('promo-', '');
    await waitFor(() => expect(env.db.promo.findFirst({ where: { id: { equals: id } } })?.isSaved).toBe(true));
  });

  it('the alerts tab shows ending-soon and saved promos', async () => {
    await renderPage(<PromosPage />, { path: '/app/promos?tab=alerts' });
    const cards = await screen.findAllByRole('article');
    expect(
      cards.every(
        (card) => within(card).queryByText('Ending soon') || within(card).getByRole('button', { pressed: true }),
      ),
    ).toBe(true);
  });
});
