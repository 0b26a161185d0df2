import type { Meta, StoryObj } from '@storybook/react-vite';
import PromosPage from '../../src/features/promos/PromosPage';
import { pageStates } from '../support/pageStories';

const meta = {
  title: 'Pages/Promos & Events',
  component: PromosPage,
  parameters: { route: '/app/promos', layout: 'padded' },
} satisfies Meta<typeof PromosPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(['promos'], (db) => {
  db.promo.deleteMany({ where: {} });
});
export const Loaded: Story = states.Loaded;
export const Empty: Story = states.Empty;
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Phone: Story = states.Phone;
export const PhoneEmpty: Story = states.PhoneEmpty;
export const PhoneLoading: Story = states.PhoneLoading;
export const PhoneError: Story = states.PhoneError;
export const Alerts: Story = { parameters: { ...states.Loaded.parameters, route: '/app/promos?tab=alerts' } };
export const WithExpired: Story = { parameters: { ...states.Loaded.parameters, route: '/app/promos?expired=1' } };
