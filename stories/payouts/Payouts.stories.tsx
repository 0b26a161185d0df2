import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import PayoutsPage from '../../src/features/payouts/PayoutsPage';
import { pageControls, pageStates as states, type PageMeta } from '../support/pageStories';
import { pageDocs } from '../support/PageDocs';
import { openDialog, showValidation } from '../support/play';

const meta = {
  title: 'Pages/Payouts',
  tags: ['autodocs'],
  component: PayoutsPage,
  parameters: { route: '/app/payouts?tab=history', layout: 'padded', docs: pageDocs, mock: { groups: ['payouts'] } },
  ...pageControls,
} satisfies PageMeta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = states.Loaded;
export const Empty: Story = states.Empty;
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Phone: Story = states.Phone;
export const PhoneEmpty: Story = states.PhoneEmpty;
export const PhoneLoading: Story = states.PhoneLoading;
export const PhoneError: Story = states.PhoneError;

export const ClaimDialogOpen: Story = {
  parameters: { route: '/app/payouts' },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByTestId('claim-usdt');
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
  },
};

/** A payout's receipt: amount, network, wallet, tx hash and explorer link, times, ledger proof; Print and Download. */
export const PayoutReceipt: Story = {
  play: openDialog({ role: 'button', key: 'payouts:history.viewLabel', values: { id: '*' } }),
};

/** A claim below the minimum: the amount says so and Confirm waits. */
export const ClaimErrors: Story = {
  name: 'Claim: validation errors',
  parameters: { route: '/app/payouts' },
  play: showValidation({
    open: [{ role: 'button', key: 'payouts:balance.claim' }],
    fields: [{ key: 'payouts:claim.amount', text: '5' }],
  }),
};

/** A wallet address that is too short to be one. */
export const WalletErrors: Story = {
  name: 'Wallet: validation errors',
  play: showValidation({
    fields: [{ key: 'payouts:wallet.address', text: '0x12345' }],
    submit: { role: 'button', key: 'payouts:wallet.save' },
  }),
};

/** An export period that ends before it starts. */
export const ExportErrors: Story = {
  name: 'Export: validation errors',
  play: showValidation({
    fields: [
      { key: 'payouts:export.from', text: '2026-11-20' },
      { key: 'payouts:export.to', text: '2026-11-01' },
    ],
    submit: { role: 'button', key: 'payouts:export.payouts' },
  }),
};
