import type { Meta, StoryObj } from '@storybook/react-vite';
import ValueZonePage from '../../src/features/value-zone/ValueZonePage';
import { pageStates } from '../support/pageStories';

const meta = {
  title: 'Pages/oCTOSS & Tiers',
  component: ValueZonePage,
  parameters: { route: '/app/value-zone', layout: 'padded' },
} satisfies Meta<typeof ValueZonePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(['tiers', 'session']);
export const Loaded: Story = states.Loaded;
export const Empty: Story = { parameters: { ...states.Empty.parameters, route: '/app/value-zone?tab=history' } };
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Phone: Story = states.Phone;
export const PhoneEmpty: Story = {
  ...states.PhoneEmpty,
  parameters: { ...states.PhoneEmpty.parameters, route: '/app/value-zone?tab=history' },
};
export const PhoneLoading: Story = states.PhoneLoading;
export const PhoneError: Story = states.PhoneError;
export const Guide: Story = { parameters: { ...states.Loaded.parameters, route: '/app/value-zone?tab=guide' } };
