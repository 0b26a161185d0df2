import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ValueZonePage from '@/features/value-zone/ValueZonePage';
import { currentToasts } from '@/lib/toast';
import { renderPage } from '../../support/renderPage';
import { useMockServer } from '../../support/mockServer';

describe('oCTOSS & Tiers', () => {
  const { env } = useMockServer();

  it('shows the five tiers and the progress of the demo user', async () => {
    await renderPage(<ValueZonePage />, { path: '/app/value-zone' });
    const table = await screen.findByRole('table', { name: 'Tier Benefits' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).getByRole('row', { name: /Partner/ })).toHaveTextContent('4 hours');
    expect(screen.getByText('46% of the way to Gold')).toBeInTheDocument();
  });

  it('opens the guide with ?tab=guide, earns points and recalculates the tier', async () => {
    const user = userEvent.setup();
    await renderPage(<ValueZonePage />, { path: '/app/value-zone?tab=guide' });
    expect(await screen.findByText('Point sources and weekly caps')).toBeInTheDocument();
    expect(screen.getByText('200 per week')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Earn demo points' }));
    await waitFor(() => expect(currentToasts().some((toast) => toast.title === 'Points Earned!')).toBe(true));
    expect(env.db.user.getAll()[0]!.oCTOSSPoints).toBeGreaterThanOrEqual(2857);
    await user.click(screen.getByRole('button', { name: 'Recalculate tier' }));
    await waitFor(() => expect(currentToasts().some((toast) => toast.title === 'Tier Recalculated')).toBe(true));
  });
});
