import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { faultRoute } from '@mocks/faults';
import { describe, expect, it } from 'vitest';
import PayoutsPage from '@/features/payouts/PayoutsPage';
import { i18next, languageCodes } from '@/i18n';
import { formatAmount } from '@/domain/format';
import { currentToasts } from '@/lib/toast';
import { renderPage } from '../../support/renderPage';
import { useMockServer } from '../../support/mockServer';
import { whenEnabled } from '../../support/whenEnabled';

describe('Payouts', () => {
  const { env, server } = useMockServer();

  /** Makes the next claim fail with a 500 and records the Idempotency-Key of every claim sent. */
  function failFirstClaim(): string[] {
    const keys: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/api/payouts/claims'))
        keys.push(request.headers.get('Idempotency-Key') ?? '');
    });
    faultRoute(env.faults, 'createClaim', { kind: '500', times: 1 });
    return keys;
  }

  async function claimDialogWith(user: ReturnType<typeof userEvent.setup>, value: string) {
    await renderPage(<PayoutsPage />, { path: '/app/payouts' });
    await user.click(await whenEnabled(screen.findByRole('button', { name: 'Claim USDT' })));
    const dialog = await screen.findByRole('dialog', { name: 'Claim Payout' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, value);
    return { dialog, amount, confirm: within(dialog).getByRole('button', { name: 'Confirm Claim' }) };
  }

  it.each(languageCodes)(
    'the claim amount is written as the text beside it, and read in that decimal mark (%s)',
    async (language) => {
      const claims: number[] = [];
      server.events.on('request:start', async ({ request }) => {
        if (request.method === 'POST' && request.url.endsWith('/api/payouts/claims'))
          claims.push(((await request.clone().json()) as { amount: number }).amount);
      });
      const user = userEvent.setup();
      await renderPage(<PayoutsPage />, { path: '/app/payouts', language });
      await i18next.loadNamespaces('payouts');
      const t = i18next.getFixedT(language, 'payouts');
      await user.click(await whenEnabled(screen.findByTestId('claim-usdt')));
      const dialog = await screen.findByRole('dialog', { name: t('claim.title') });
      const amount = within(dialog).getByRole('textbox', { name: t('claim.amount') });
      // "376,61" in the field beside "376,61 available" (vi, id), "376.61" beside "376.61" elsewhere.
      const shown = formatAmount(376.61, language);
      expect(amount).toHaveValue(shown);
      expect(dialog).toHaveTextContent(shown);
      expect(dialog.textContent).not.toContain(language === 'vi' || language === 'id' ? '376.61' : '376,61');
      await user.clear(amount);
      await user.type(amount, formatAmount(100.5, language));
      await user.click(within(dialog).getByRole('button', { name: t('claim.confirm') }));
      await waitFor(() => expect(claims).toEqual([100.5]));
    },
  );

  it.each(languageCodes)('a failed load counts no completed payouts: the tab says no number (%s)', async (language) => {
    env.faults.fail.add('payouts');
    await renderPage(<PayoutsPage />, { path: '/app/payouts?tab=history', language });
    await i18next.loadNamespaces('payouts');
    const t = i18next.getFixedT(language, 'payouts');
    expect((await screen.findAllByRole('alert')).length).toBeGreaterThan(0);
    expect(screen.getByRole('tab', { name: t('tabs.completedUnknown') })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: t('tabs.completed', { count: 0 }) })).toBeNull();
  });

  it('names the first tiers paid weekly and daily from the tier table', async () => {
    await renderPage(<PayoutsPage />, { path: '/app/payouts' });
    expect(
      await screen.findByText(
        'Gold gives weekly payouts and priority processing; Partner gives daily payouts and instant claims.',
      ),
    ).toBeInTheDocument();
  });

  it("checks an amount against the server's minimumClaim, the one its helper text names", async () => {
    faultRoute(env.faults, 'getBalance', { reshape: (balance) => ({ ...balance, minimumClaim: 50 }) });
    const user = userEvent.setup();
    // 20 passes a $10 minimum; the server's is $50.
    const { dialog, amount, confirm } = await claimDialogWith(user, '20');
    expect(within(dialog).getByText('The minimum claim is $50.00')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '50');
    expect(confirm).toBeEnabled();
  });

  it('confirms a failed claim again under the same key, and pays once', async () => {
    const user = userEvent.setup();
    const keys = failFirstClaim();
    const { confirm } = await claimDialogWith(user, '100');
    await user.click(confirm);
    await waitFor(() => expect(keys).toHaveLength(1));
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    expect(await screen.findAllByText('276.61 USDT')).not.toHaveLength(0);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(env.db.payout.findMany({ where: { noteId: { equals: 'sandbox' } } })).toHaveLength(1);
  });

  it('sends another amount after a failure as a new request (new key), not a replay', async () => {
    const user = userEvent.setup();
    const keys = failFirstClaim();
    const { amount, confirm } = await claimDialogWith(user, '100');
    await user.click(confirm);
    await waitFor(() => expect(keys).toHaveLength(1));
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(confirm);
    expect(await screen.findAllByText('326.61 USDT')).not.toHaveLength(0);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('claims once even when Confirm Claim is clicked twice, then shows the toast and the new balance', async () => {
    const user = userEvent.setup();
    await renderPage(<PayoutsPage />, { path: '/app/payouts' });
    expect(await screen.findAllByText('376.61 USDT')).not.toHaveLength(0);
    expect(screen.getByText('Demo Data')).toBeInTheDocument();
    expect(screen.getByText('Sandbox')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Claim USDT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Claim Payout' });
    expect(dialog).toHaveTextContent('Ethereum (ERC-20)');
    expect(dialog).toHaveTextContent('2-10 minutes');
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '100');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Claim' });
    await user.dblClick(confirm);
    await waitFor(() =>
      expect(
        currentToasts().some(
          (toast) => toast.title === 'Payout Claimed Successfully' && toast.description?.startsWith('100.00 USDT sent'),
        ),
      ).toBe(true),
    );
    expect(await screen.findAllByText('276.61 USDT')).not.toHaveLength(0);
    expect(env.db.payout.findMany({ where: { noteId: { equals: 'sandbox' } } })).toHaveLength(1);
  });

  it('claims the amount the dialog opens with (the whole balance) without typing it again', async () => {
    const user = userEvent.setup();
    await renderPage(<PayoutsPage />, { path: '/app/payouts' });
    await user.click(await whenEnabled(screen.findByRole('button', { name: 'Claim USDT' })));
    const dialog = await screen.findByRole('dialog', { name: 'Claim Payout' });
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveValue('376.61');
    // The click takes the focus from the amount first: its blur must leave the amount as it was.
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Claim' }));
    await waitFor(() => expect(currentToasts().map((toast) => toast.title)).toContain('Payout Claimed Successfully'));
    expect(await screen.findAllByText('0.00 USDT')).not.toHaveLength(0);
  });

  it('refuses amounts below the minimum in the dialog', async () => {
    const user = userEvent.setup();
    await renderPage(<PayoutsPage />, { path: '/app/payouts' });
    await user.click(await whenEnabled(screen.findByRole('button', { name: 'Claim USDT' })));
    const dialog = await screen.findByRole('dialog', { name: 'Claim Payout' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '5');
    expect(within(dialog).getByText('The minimum claim is $10.00')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm Claim' })).toBeDisabled();
  });

  it('opens Completed with ?tab=history and shows the empty Processing text', async () => {
    const user = userEvent.setup();
    await renderPage(<PayoutsPage />, { path: '/app/payouts?tab=history' });
    const table = await screen.findByRole('table', { name: 'Payout history' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('tab', { name: 'Completed (3)' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Processing' }));
    expect(await screen.findByText('No payouts currently processing')).toBeInTheDocument();
  });

  it('disables Claim USDT at 0', async () => {
    env.db.balance.update({ where: { userId: { equals: 'user-demo' } }, data: { claimable: 0 } });
    await renderPage(<PayoutsPage />, { path: '/app/payouts' });
    await screen.findAllByText('0.00 USDT');
    expect(screen.getByRole('button', { name: 'Claim USDT' })).toBeDisabled();
  });

  it("shows a payout's receipt: wallet, tx hash with its explorer link, time, ledger record and its checkpoint; Print and Download", async () => {
    const user = userEvent.setup();
    await renderPage(<PayoutsPage />, { path: '/app/payouts?tab=history' });
    await user.click(await screen.findByRole('button', { name: 'View payout pay-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payout details' });
    const receipt = within(dialog).getByTestId('payout-receipt');
    const payout = env.db.payout.findFirst({ where: { id: { equals: 'pay-1' } } })!;
    expect(receipt).toHaveTextContent('120.50 USDT');
    expect(receipt).toHaveTextContent('ERC-20');
    expect(receipt).toHaveTextContent('0x52908400098527886E0F7030069857D2E4169EE7');
    expect(within(receipt).getByRole('link', { name: payout.txId })).toHaveAttribute(
      'href',
      `https://etherscan.io/tx/${payout.txId}`,
    );
    expect(receipt).toHaveTextContent('rec-pay-1');
    await waitFor(() => expect(receipt).toHaveTextContent(/Checkpoint \d{4}-W\d{2}, leaf [\d,]+ of [\d,]+/));
    expect(within(dialog).getByRole('button', { name: 'Print' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Download receipt' })).toBeEnabled();
  });

  it('says a new claim is proven at the next checkpoint (its week is open)', async () => {
    const user = userEvent.setup();
    const { confirm } = await claimDialogWith(user, '25');
    await user.click(confirm);
    await waitFor(() => expect(currentToasts().some((toast) => toast.severity !== 'error')).toBe(true));
    await user.click(screen.getByRole('tab', { name: /Completed/ }));
    const table = await screen.findByRole('table', { name: 'Payout history' });
    await user.click(within(table).getAllByRole('button', { name: /^View payout/ })[0]!);
    const receipt = within(await screen.findByRole('dialog', { name: 'Payout details' })).getByTestId('payout-receipt');
    expect(receipt).toHaveTextContent('25.00 USDT');
    await waitFor(() => expect(receipt).toHaveTextContent('Proven at the next weekly checkpoint'));
  });
});
