import type { Meta, StoryObj } from '@storybook/react-vite';
import DashboardPage from '../../src/features/dashboard/DashboardPage';
import { pageStates } from '../support/pageStories';

const meta = {
  title: 'Pages/Dashboard',
  component: DashboardPage,
  parameters: { route: '/app/dashboard', layout: 'padded' },
} satisfies Meta<typeof DashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(['dashboard']);
export const Loaded: Story = states.Loaded;
export const Empty: Story = states.Empty;
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Phone: Story = states.Phone;
export const PhoneEmpty: Story = states.PhoneEmpty;
export const PhoneLoading: Story = states.PhoneLoading;
export const PhoneError: Story = states.PhoneError;
