import type { StoryObj } from '@storybook/react-vite';
import DashboardPage from '../../src/features/dashboard/DashboardPage';
import { pageControls, pageStates, type PageMeta } from '../support/pageStories';
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

export const Loaded: Story = pageStates.Loaded;
export const Empty: Story = pageStates.Empty;
export const Loading: Story = pageStates.Loading;
export const Error: Story = pageStates.Error;
export const Phone: Story = pageStates.Phone;
export const PhoneEmpty: Story = pageStates.PhoneEmpty;
export const PhoneLoading: Story = pageStates.PhoneLoading;
export const PhoneError: Story = pageStates.PhoneError;
