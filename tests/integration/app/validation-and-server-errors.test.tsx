import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import PayoutsPage from '@/features/payouts/PayoutsPage';
import SettlementsPage from '@/features/settlements/SettlementsPage';
import TrustboardPage from '@/features/trustboard/TrustboardPage';
import { currentToasts } from '@/lib/toast';
import { faultRoute } from '@mocks/faults';
import { unprocessable } from '@mocks/shared/http-error';
import { renderPage } from '../../support/renderPage';
import { useMockServer } from '../../support/mockServer';
import { whenEnabled } from '../../support/whenEnabled';

const toastTitles = () => currentToasts().map((toast) => toast.title);

/**
 * Issue 16: every form is react-hook-form with the contract's schema. Bad input gets a clear,
 * localized error; the server's 422 fieldErrors land on the field; a 500 loses nothing typed.
 */
describe("forms: validation messages, the server's fieldErrors, nothing lost", () => {
  const { server, env } = useMockServer();

  /** The POSTs and PUTs the page sent to paths matching `path`. */
  function watchWrites(path: RegExp) {
    const writes: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method !== 'GET' && path.test(new URL(request.url).pathname)) writes.push(request.url);
    });
    return writes;
  }

  async function openClaim(user: ReturnType<typeof userEvent.setup>, language: 'en' | 'ko' = 'en') {
    await renderPage(<PayoutsPage />, { path: '/app/payouts', language });
    await user.click(await whenEnabled(screen.findByTestId('claim-usdt')));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByRole('textbox');
    await user.clear(amount);
    return { dialog, amount };
  }

  it('a claim with 3 decimals is refused at the amount, in Korean too, and is not sent', async () => {
    const claims = watchWrites(/\/api\/payouts\/claims$/);
    const user = userEvent.setup();
    const { dialog, amount } = await openClaim(user, 'ko');
    await user.type(amount, '10.005');
    await waitFor(() => expect(amount).toHaveAccessibleDescription('소수점 이하 최대 2자리까지 입력하세요'));
    expect(within(dialog).getByRole('button', { name: '청구 확인' })).toBeDisabled();
    expect(claims).toEqual([]);
  });

  it('a claim the server refuses (422 above_claimable) is said at the amount, which keeps what was typed', async () => {
    faultRoute(env.faults, 'createClaim', {
      error: unprocessable('above', 'above_claimable', { amount: ['The amount is above your claimable balance'] }),
    });
    const user = userEvent.setup();
    const { dialog, amount } = await openClaim(user);
    await user.type(amount, '100');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Claim' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription('The amount is above your claimable balance'));
    expect(amount).toHaveValue('100');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(toastTitles()).not.toContain('The claim could not be completed');
  });

  it('a wallet address with a broken checksum is said before sending; a 422 from the server lands on the address; a 500 keeps it', async () => {
    const user = userEvent.setup();
    await renderPage(<PayoutsPage />, { path: '/app/payouts' });
    const address = await screen.findByRole('textbox', { name: 'Wallet address' });
    const save = screen.getByRole('button', { name: 'Save wallet' });
    await user.clear(address);
    await waitFor(() => expect(address).toHaveAccessibleDescription('Enter a wallet address'));
    expect(save).toBeDisabled();

    // One letter's case changed: the EIP-55 checksum no longer matches.
    await user.paste('0x52908400098527886e0F7030069857D2E4169EE7');
    await waitFor(() => expect(address).toHaveAccessibleDescription('The checksum does not match: check for a typo'));
    expect(save).toBeDisabled();

    faultRoute(env.faults, 'updateWallet', {
      error: unprocessable('burn', 'invalid_address_burn', { address: ['burn'] }),
      times: 1,
    });
    await user.clear(address);
    await user.paste('0x52908400098527886E0F7030069857D2E4169EE7');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() =>
      expect(address).toHaveAccessibleDescription('This is a zero or burn address: funds sent there are lost'),
    );

    faultRoute(env.faults, 'updateWallet', { kind: '500', times: 1 });
    await user.type(address, ' ');
    await user.click(save);
    await waitFor(() => expect(toastTitles()).toContain('The wallet could not be saved'));
    expect(address).toHaveValue('0x52908400098527886E0F7030069857D2E4169EE7 ');
  });

  it('the auto-settlement rule says its minimum and its decimals at the amount, and keeps the input after a 500', async () => {
    const rules = watchWrites(/\/api\/settlements\/auto$/);
    const user = userEvent.setup();
    await renderPage(<SettlementsPage />, { path: '/app/settlements?tab=auto' });
    const amount = await screen.findByRole('spinbutton', { name: 'Minimum amount (USDT)' });
    await user.clear(amount);
    await user.type(amount, '5');
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Enter at least 10 USDT'));
    await user.clear(amount);
    await user.type(amount, '12.345');
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Use at most 2 decimals'));
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(rules).toEqual([]);

    faultRoute(env.faults, 'updateAutoSettlement', { kind: '500', times: 1 });
    await user.clear(amount);
    await user.type(amount, '250');
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(toastTitles()).toContain('The rule could not be saved'));
    expect(amount).toHaveValue(250);
  });

  it("a short dispute is refused with the reason's rule; after a 500 the dialog keeps the text", async () => {
    faultRoute(env.faults, 'createDispute', { kind: '500', times: 1 });
    const user = userEvent.setup();
    await renderPage(<TrustboardPage />, { path: '/app/trustboard?filter=discrepancy' });
    const table = await screen.findByRole('table', { name: 'Transaction Reconciliation' });
    await waitFor(() =>
      expect(within(table).getAllByText('Discrepancy')).toHaveLength(within(table).getAllByRole('row').length - 1),
    );
    await user.click(within(table).getAllByRole('button', { name: 'Report Issue' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Report an issue' });
    const reason = within(dialog).getByRole('textbox');
    await user.type(reason, 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription('Describe the issue in at least 10 characters.'));

    await user.type(reason, ': the amount is lower than my exchange report');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(toastTitles()).toContain('The report could not be sent. Please try again.'));
    expect(reason).toHaveValue('wrong: the amount is lower than my exchange report');
  });

  it('an export period that ends before it starts is said at its start, and nothing is downloaded', async () => {
    const exports: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/exports/')) exports.push(request.url);
    });
    const user = userEvent.setup();
    await renderPage(<PayoutsPage />, { path: '/app/payouts' });
    const from = await screen.findByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Payouts CSV' }));
    await waitFor(() => expect(from).toHaveAccessibleDescription('The start must not be after the end'));
    expect(exports).toEqual([]);
  });
});
