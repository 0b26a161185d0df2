import type { StoryObj } from '@storybook/react-vite';
import PromosPage from '../../src/features/promos/PromosPage';
import { pageControls, pageStates as states, type PageMeta } from '../support/pageStories';
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

export const Loaded: Story = states.Loaded;
export const Empty: Story = states.Empty;
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Phone: Story = states.Phone;
export const PhoneEmpty: Story = states.PhoneEmpty;
export const PhoneLoading: Story = states.PhoneLoading;
export const PhoneError: Story = states.PhoneError;
export const Alerts: Story = { parameters: { route: '/app/promos?tab=alerts' } };
export const WithExpired: Story = { parameters: { route: '/app/promos?expired=1' } };
