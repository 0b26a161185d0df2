import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { faultRoute } from '@mocks/faults';
import type { RouteName } from '@octoss/contract';
import { describe, expect, it } from 'vitest';
import DealsPage from '@/features/deals/DealsPage';
import PaybackPage from '@/features/payback/PaybackPage';
import PayoutsPage from '@/features/payouts/PayoutsPage';
import PromosPage from '@/features/promos/PromosPage';
import SettlementsPage from '@/features/settlements/SettlementsPage';
import TrustboardPage from '@/features/trustboard/TrustboardPage';
import ValueZonePage from '@/features/value-zone/ValueZonePage';
import { enterText } from '../../support/enterText';
import { fillPartnerApplication } from '../../support/partnerApplication';
import { renderPage } from '../../support/renderPage';
import { useMockServer } from '../../support/mockServer';
import { whenEnabled } from '../../support/whenEnabled';

/**
 * Waits with a cue (issue 26): a button that starts a write is busy while the write is under way
 * (a progress indicator, aria-busy, disabled, its accessible name unchanged), and a list that loads
 * another page, sort or filter keeps its old rows dimmed and aria-busy, with a polite announcement,
 * until the new rows arrive; a background refresh of the same rows changes nothing.
 */
describe('Waits with a cue', () => {
  const { env } = useMockServer();

  /** The route never answers: the write stays under way. */
  const hang = (route: RouteName) => faultRoute(env.faults, route, { kind: 'hang' });

  function expectBusy(button: HTMLElement, name: string) {
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleName(name);
    expect(within(button).getByRole('progressbar')).toHaveAccessibleName(name);
  }

  it('keeps a claim busy, named "Confirm Claim", until the server answers', async () => {
    const user = userEvent.setup();
    hang('createClaim');
    await renderPage(<PayoutsPage />, { path: '/app/payouts' });
    await user.click(await whenEnabled(screen.findByRole('button', { name: 'Claim USDT' })));
    const dialog = await screen.findByRole('dialog', { name: 'Claim Payout' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '100');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Claim' });
    await waitFor(() => expect(confirm).toBeEnabled());
    expect(confirm).not.toHaveAttribute('aria-busy');
    await user.click(confirm);
    await waitFor(() => expectBusy(confirm, 'Confirm Claim'));
  });

  it('makes only the clicked export button busy; the other exports wait, disabled', async () => {
    const user = userEvent.setup();
    hang('exportPayouts');
    await renderPage(<PayoutsPage />, { path: '/app/payouts' });
    const card = await screen.findByRole('region', { name: 'Export CSV' });
    const payouts = within(card).getByRole('button', { name: 'Payouts CSV' });
    await user.click(payouts);
    await waitFor(() => expectBusy(payouts, 'Payouts CSV'));
    const accruals = within(card).getByRole('button', { name: 'Accruals CSV' });
    expect(accruals).toBeDisabled();
    expect(accruals).not.toHaveAttribute('aria-busy');
  });

  it('keeps the partner application busy while it is sent', async () => {
    const user = userEvent.setup();
    hang('createPartnerApplication');
    await renderPage(<DealsPage />, { path: '/deals' });
    await user.click(await screen.findByRole('button', { name: 'Apply for Bybit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Partner application' });
    await fillPartnerApplication(user, dialog);
    const submit = within(dialog).getByRole('button', { name: 'Submit application' });
    await user.click(submit);
    await waitFor(() => expectBusy(submit, 'Submit application'));
  });

  it('shows busy buttons for the writes sent from one button: dispute, settlement request, points, promo', async () => {
    const user = userEvent.setup();
    for (const route of ['createDispute', 'requestSettlement', 'earnPoints', 'savePromo', 'unsavePromo'] as const)
      hang(route);

    const trustboard = await renderPage(<TrustboardPage />, { path: '/app/trustboard?filter=discrepancy' });
    const table = await screen.findByRole('table', { name: 'Transaction Reconciliation' });
    await waitFor(() =>
      expect(within(table).getAllByRole('button', { name: 'Report Issue' }).length).toBeGreaterThan(0),
    );
    await user.click(within(table).getAllByRole('button', { name: 'Report Issue' })[0]!);
    const dispute = await screen.findByRole('dialog', { name: 'Report an issue' });
    enterText(within(dispute).getByRole('textbox'), 'The amount is lower than my exchange report');
    const send = within(dispute).getByRole('button', { name: 'Send report' });
    await user.click(send);
    await waitFor(() => expectBusy(send, 'Send report'));
    trustboard.unmount();

    const settlements = await renderPage(<SettlementsPage />, { path: '/app/settlements?tab=special' });
    const special = await screen.findByRole('table', { name: 'Special Settlements' });
    await user.click(within(special).getAllByRole('button', { name: 'Request' })[0]!);
    const request = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Request' });
    await user.click(request);
    await waitFor(() => expectBusy(request, 'Request'));
    settlements.unmount();

    const valueZone = await renderPage(<ValueZonePage />, { path: '/app/value-zone' });
    const earn = await screen.findByRole('button', { name: 'Earn demo points' });
    await user.click(earn);
    await waitFor(() => expectBusy(earn, 'Earn demo points'));
    expect(screen.getByRole('button', { name: 'Recalculate tier' })).not.toHaveAttribute('aria-busy');
    valueZone.unmount();

    await renderPage(<PromosPage />, { path: '/app/promos' });
    // Expired promos are hidden; the others' buttons wait for the trader's saved promos.
    const save = await whenEnabled(screen.findAllByRole('button', { name: /^Save / }).then((buttons) => buttons[0]!));
    await user.click(save);
    // Saving is shown at once (optimistic): the toggle's name says what a click would do now.
    await waitFor(() => expectBusy(save, save.getAttribute('aria-label')!));
  });

  it('links a UID with a busy "Link account" button', async () => {
    const user = userEvent.setup();
    hang('createUidLink');
    await renderPage(<PaybackPage />, { path: '/app/payback' });
    const submit = await screen.findByRole('button', { name: 'Link account' });
    const select = screen.getByRole('combobox', { name: /Exchange/ });
    // The first is the blank of no choice yet.
    await user.selectOptions(select, within(select).getAllByRole('option')[1]!);
    await user.type(screen.getByRole('textbox', { name: 'UID' }), '99887766');
    await user.click(submit);
    await waitFor(() => expectBusy(submit, 'Link account'));
  });

  it('dims the old rows of another page and says "Loading page 2…", not for a refresh of the same page', async () => {
    const user = userEvent.setup();
    const { queryClient } = await renderPage(<PaybackPage />, { path: '/app/payback' });
    const table = await screen.findByRole('table', { name: 'Accrual History' });
    expect(table).not.toHaveAttribute('aria-busy');
    env.faults.delayMs = 300;

    // A background refresh of the rows shown: no cue.
    await act(() => queryClient.invalidateQueries());
    expect(table).not.toHaveAttribute('aria-busy');
    expect(screen.queryByText(/Loading page/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByText('Loading page 2…')).toBeInTheDocument();
    expect(screen.getByText('Loading page 2…').closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
    expect(screen.queryByText('Loading page 2…')).toBeNull();
  });

  it('dims the Trustboard rows while another sort loads', async () => {
    const user = userEvent.setup();
    await renderPage(<TrustboardPage />, { path: '/app/trustboard' });
    const table = await screen.findByRole('table', { name: 'Transaction Reconciliation' });
    env.faults.delayMs = 300;
    await user.click(within(table).getByRole('button', { name: /Amount/ }));
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByText('Loading page 1…')).toBeInTheDocument();
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  });
});
