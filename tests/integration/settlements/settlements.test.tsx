import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sandbox } from '@octoss/contract/rules';
import SettlementsPage from '@/features/settlements/SettlementsPage';
import { currentToasts } from '@/lib/toast';
import { renderPage } from '../../support/renderPage';
import { useMockClock } from '../../support/mockClock';
import { useMockServer } from '../../support/mockServer';

const titles = () => currentToasts().map((toast) => toast.title);

describe('Settlements', () => {
  const clock = useMockClock();
  useMockServer({ now: clock.now });

  it('lists exchange settlements with an outlink and a Trustboard period link', async () => {
    await renderPage(<SettlementsPage />, { path: '/app/settlements' });
    const table = await screen.findByRole('table', { name: 'Exchange Settlements' });
    const firstRow = within(table).getAllByRole('row')[1]!;
    expect(within(firstRow).getByRole('link', { name: 'Go to Exchange' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(within(firstRow).getByRole('link', { name: 'See on Trustboard' }).getAttribute('href')).toMatch(
      /^\/app\/trustboard\?period=\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}$/,
    );
  });

  it('requests a special settlement and follows it to Paid', async () => {
    const user = userEvent.setup();
    await renderPage(<SettlementsPage />, { path: '/app/settlements?tab=special' });
    const table = await screen.findByRole('table', { name: 'Special Settlements' });
    await user.click(within(table).getAllByRole('button', { name: 'Request' })[0]!);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Request' }));
    await waitFor(() => expect(titles()).toContain('Settlement Requested'));
    clock.advance(sandbox.settlementProcessingAfterMs);
    await waitFor(() => expect(titles()).toContain('Status Update'));
    clock.advance(sandbox.settlementPaidAfterMs - sandbox.settlementProcessingAfterMs);
    await waitFor(() => expect(titles()).toContain('Settlement Complete'));
  });

  it('updates the auto-settlement rule', async () => {
    const user = userEvent.setup();
    await renderPage(<SettlementsPage />, { path: '/app/settlements?tab=auto' });
    const amount = await screen.findByRole('spinbutton', { name: 'Minimum amount (USDT)' });
    await user.clear(amount);
    await user.type(amount, '250');
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(titles()).toContain('Auto-Settlement Updated'));
  });
});
