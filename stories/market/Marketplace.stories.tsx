import type { StoryObj } from '@storybook/react-vite';
import MarketPage from '../../src/features/market/MarketPage';
import { pageControls, pageStates as states, type PageMeta } from '../support/pageStories';
import { pageDocs } from '../support/PageDocs';
import { openDialog } from '../support/play';

const meta = {
  title: 'Pages/Marketplace',
  tags: ['autodocs'],
  component: MarketPage,
  parameters: {
    route: '/app/market',
    layout: 'padded',
    docs: pageDocs,
    mock: {
      groups: ['market'],
      emptyCatalogue: (db) => {
        db.marketProduct.deleteMany({ where: {} });
      },
    },
  },
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

export const DetailsDialog: Story = {
  play: openDialog({ role: 'button', key: 'market:detailsFor', values: { title: 'Alpha Signals Pro' } }),
};
