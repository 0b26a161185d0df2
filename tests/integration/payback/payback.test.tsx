import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { faultRoute } from '@mocks/faults';
import { describe, expect, it } from 'vitest';
import { uidReviewMs } from '@octoss/contract/terms';
import PaybackPage from '@/features/payback/PaybackPage';
import { currentToasts } from '@/lib/toast';
import { renderPage } from '../../support/renderPage';
import { useMockClock } from '../../support/mockClock';
import { useMockServer } from '../../support/mockServer';

const toastTitles = () => currentToasts().map((toast) => `${toast.title}: ${toast.description ?? ''}`);

async function chooseExchange(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  // The form shows once the exchanges are in (a skeleton holds its place until then).
  const select = await screen.findByRole('combobox', { name: 'Exchange' });
  await user.selectOptions(select, within(select).getByRole('option', { name }));
}

describe('Payback Center', () => {
  const clock = useMockClock();
  const { env } = useMockServer({ now: clock.now });

  it('shows tier benefits, linked accounts and the accrual history', async () => {
    await renderPage(<PaybackPage />, { path: '/app/payback' });
    expect(await screen.findByText('+1.0%')).toBeInTheDocument();
    expect(await screen.findByText('4,000')).toBeInTheDocument();
    const linked = await screen.findByRole('table', { name: 'Linked accounts' });
    expect(within(linked).getAllByRole('row')).toHaveLength(3);
    // The payback rate times the Silver multiplier of the server's tier table (1.01): 8% -> 8.1%, 10% -> 10.1%.
    expect(await within(screen.getByRole('row', { name: /58213907/ })).findByText('8.1%')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /77340125/ })).getByText('10.1%')).toBeInTheDocument();
    const accruals = await screen.findByRole('table', { name: 'Accrual History' });
    expect(within(accruals).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('1–10 of 40')).toBeInTheDocument();
  });

  it('says the tier table could not be loaded where the bonus would be, and keeps the rest of the card', async () => {
    faultRoute(env.faults, 'listTiers', { kind: '500' });
    await renderPage(<PaybackPage />, { path: '/app/payback' });
    const card = await screen.findByRole('region', { name: 'Current tier benefits' });
    expect(await within(card).findByText('The tier table could not be loaded.')).toBeInTheDocument();
    expect(within(card).getByText('4,000')).toBeInTheDocument();
  });

  it('links a UID: submit disabled until both fields are set, success toast, form cleared, then APPROVED by polling', async () => {
    const user = userEvent.setup();
    await renderPage(<PaybackPage />, { path: '/app/payback' });
    const submit = await screen.findByRole('button', { name: 'Link account' });
    expect(submit).toBeDisabled();
    await chooseExchange(user, /CEX-B — up to 6.1% payback/);
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'UID' }), '99887766');
    await user.click(submit);
    await waitFor(() => expect(toastTitles()).toContain('UID Submitted: Your account link request is being processed'));
    expect(screen.getByRole('textbox', { name: 'UID' })).toHaveValue('');
    const row = await screen.findByRole('row', { name: /99887766/ });
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    clock.advance(uidReviewMs);
    await waitFor(() =>
      expect(within(screen.getByRole('row', { name: /99887766/ })).getByText('Approved')).toBeInTheDocument(),
    );
  });

  it('offers every exchange in the selector, also when they take more than one page', async () => {
    for (let index = 1; index <= 110; index += 1) {
      env.db.exchange.create({
        id: `cex-extra-${index}`,
        name: `Extra ${index}`,
        displayName: `Extra Exchange ${index}`,
        paybackRate: 0.05,
        referralRate: 0.2,
        isActive: true,
        url: 'https://example.com/',
      });
    }
    const user = userEvent.setup();
    await renderPage(<PaybackPage />, { path: '/app/payback' });
    await chooseExchange(user, /Extra Exchange 110 /);
    expect(screen.getByRole('combobox', { name: 'Exchange' })).toHaveDisplayValue(/^Extra Exchange 110 /);
  });

  it('says Already Linked for a duplicate and Validation Error for a bad UID', async () => {
    const user = userEvent.setup();
    await renderPage(<PaybackPage />, { path: '/app/payback' });
    await chooseExchange(user, /CEX-A/);
    await user.type(screen.getByRole('textbox', { name: 'UID' }), '58213907');
    await user.click(screen.getByRole('button', { name: 'Link account' }));
    await waitFor(() =>
      expect(toastTitles()).toContain('Already Linked: This UID is already linked to the selected exchange.'),
    );
    await user.clear(screen.getByRole('textbox', { name: 'UID' }));
    await user.type(screen.getByRole('textbox', { name: 'UID' }), 'not valid!');
    await user.click(screen.getByRole('button', { name: 'Link account' }));
    await waitFor(() =>
      expect(toastTitles()).toContain('Validation Error: Please select an exchange and enter your UID.'),
    );
  });

  it('shows the empty accrual text', async () => {
    env.db.accrual.deleteMany({ where: {} });
    await renderPage(<PaybackPage />, { path: '/app/payback' });
    expect(await screen.findByText('No accruals yet. Link an exchange account to start earning!')).toBeInTheDocument();
  });
});
