import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DealsPage from '../../src/features/deals/DealsPage';
import { pageStates } from '../support/pageStories';

const meta = { title: 'Pages/Deals', component: DealsPage, parameters: { route: '/deals', layout: 'padded' } } satisfies Meta<typeof DealsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(['deals'], (db) => {
  db.deal.deleteMany({ where: {} });
});
export const Loaded: Story = states.Loaded;
export const Empty: Story = states.Empty;
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Phone: Story = states.Phone;

export const ApplicationOpen: Story = {
  parameters: states.Loaded.parameters,
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    const button = within(table).getAllByRole('button')[0]!;
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
  },
};
