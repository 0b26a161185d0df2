import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import PayoutsPage from '../../src/features/payouts/PayoutsPage';
import { pageStates } from '../support/pageStories';

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
export const PhoneEmpty: Story = states.PhoneEmpty;
export const PhoneLoading: Story = states.PhoneLoading;
export const PhoneError: Story = states.PhoneError;

export const ClaimDialogOpen: Story = {
  parameters: { ...states.Loaded.parameters, route: '/app/payouts' },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByTestId('claim-usdt');
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
  },
};
