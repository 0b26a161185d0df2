import type { StoryObj } from '@storybook/react-vite';
import DashboardPage from '../../src/features/dashboard/DashboardPage';
import { pageControls, pageStates as states, type PageMeta } from '../support/pageStories';
import { pageDocs } from '../support/PageDocs';

const meta = {
  title: 'Pages/Dashboard',
  tags: ['autodocs'],
  component: DashboardPage,
  parameters: { route: '/app/dashboard', layout: 'padded', docs: pageDocs, mock: { groups: ['dashboard'] } },
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
