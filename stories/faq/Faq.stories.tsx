import type { Meta, StoryObj } from '@storybook/react-vite';
import FaqPage from '../../src/features/faq/FaqPage';
import { pageStates } from '../support/pageStories';

const meta = {
  title: 'Pages/FAQ',
  component: FaqPage,
  parameters: { route: '/app/faq', layout: 'padded' },
} satisfies Meta<typeof FaqPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(['faq'], (db) => {
  db.faqItem.deleteMany({ where: {} });
});
export const Loaded: Story = states.Loaded;
export const Empty: Story = states.Empty;
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Phone: Story = states.Phone;
export const PhoneEmpty: Story = states.PhoneEmpty;
export const PhoneLoading: Story = states.PhoneLoading;
export const PhoneError: Story = states.PhoneError;
