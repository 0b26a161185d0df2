import type { StoryObj } from '@storybook/react-vite';
import MarketPage from '../../src/features/market/MarketPage';
import { pageControls, pageStates, type PageMeta } from '../support/pageStories';
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

export const Loaded: Story = pageStates.Loaded;
export const Empty: Story = pageStates.Empty;
export const Loading: Story = pageStates.Loading;
export const Error: Story = pageStates.Error;
export const Phone: Story = pageStates.Phone;
export const PhoneEmpty: Story = pageStates.PhoneEmpty;
export const PhoneLoading: Story = pageStates.PhoneLoading;
export const PhoneError: Story = pageStates.PhoneError;

export const DetailsDialog: Story = {
  play: openDialog({ role: 'button', key: 'market:detailsFor', values: { title: 'Alpha Signals Pro' } }),
};
