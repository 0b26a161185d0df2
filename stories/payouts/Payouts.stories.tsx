import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import PayoutsPage from '../../src/features/payouts/PayoutsPage';
import { pageStates } from '../support/pageStories';
import { openDialog } from '../support/play';

const meta = {
  title: 'Pages/Payouts',
  component: PayoutsPage,
  parameters: { route: '/app/payouts?tab=history', layout: 'padded' },
} satisfies Meta<typeof PayoutsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(['payouts']);
export const Loaded: Story = states.Loaded;
export const Empty: Story = states.Empty;
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Phone: Story = states.Phone;

export const ClaimDialogOpen: Story = {
  parameters: { ...states.Loaded.parameters, route: '/app/payouts' },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByTestId('claim-usdt');
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
  },
};

/** A payout's receipt: amount, network, wallet, tx hash and explorer link, times, ledger proof; Print and Download. */
export const PayoutReceipt: Story = {
  parameters: states.Loaded.parameters,
  play: openDialog({ role: 'button', key: 'payouts:history.viewLabel', values: { id: '' } }),
};
