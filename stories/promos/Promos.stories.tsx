import type { StoryObj } from '@storybook/react-vite';
import PromosPage from '../../src/features/promos/PromosPage';
import { pageControls, pageStates, type PageMeta } from '../support/pageStories';
import { pageDocs } from '../support/PageDocs';

const meta = {
  title: 'Pages/Promos & Events',
  tags: ['autodocs'],
  component: PromosPage,
  parameters: {
    route: '/app/promos',
    layout: 'padded',
    docs: pageDocs,
    mock: {
      groups: ['promos'],
      emptyCatalogue: (db) => {
        db.promo.deleteMany({ where: {} });
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
export const Alerts: Story = { parameters: { route: '/app/promos?tab=alerts' } };
export const WithExpired: Story = { parameters: { route: '/app/promos?expired=1' } };
