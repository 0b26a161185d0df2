import type { Meta, StoryObj } from '@storybook/react-vite';
import MarketPage from '../../src/features/market/MarketPage';
import { pageStates } from '../support/pageStories';
import { openDialog } from '../support/play';

const meta = {
  title: 'Pages/Marketplace',
  component: MarketPage,
  parameters: { route: '/app/market', layout: 'padded' },
} satisfies Meta<typeof MarketPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(['market'], (db) => {
  db.marketProduct.deleteMany({ where: {} });
});
export const Loaded: Story = states.Loaded;
export const Empty: Story = states.Empty;
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Phone: Story = states.Phone;
export const PhoneEmpty: Story = states.PhoneEmpty;
export const PhoneLoading: Story = states.PhoneLoading;
export const PhoneError: Story = states.PhoneError;

export const DetailsDialog: Story = {
  parameters: states.Loaded.parameters,
  play: openDialog({ role: 'button', key: 'market:detailsFor', values: { title: 'Alpha Signals Pro' } }),
};
