import type { StoryObj } from '@storybook/react-vite';
import ValueZonePage from '../../src/features/value-zone/ValueZonePage';
import { pageControls, pageStates as states, type PageMeta } from '../support/pageStories';
import { pageDocs } from '../support/PageDocs';

const meta = {
  title: 'Pages/oCTOSS & Tiers',
  tags: ['autodocs'],
  component: ValueZonePage,
  parameters: { route: '/app/value-zone', layout: 'padded', docs: pageDocs, mock: { groups: ['tiers', 'session'] } },
  ...pageControls,
} satisfies PageMeta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = states.Loaded;
export const Empty: Story = { ...states.Empty, parameters: { route: '/app/value-zone?tab=history' } };
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Phone: Story = states.Phone;
export const PhoneEmpty: Story = {
  ...states.PhoneEmpty,
  parameters: { route: '/app/value-zone?tab=history' },
};
export const PhoneLoading: Story = states.PhoneLoading;
export const PhoneError: Story = states.PhoneError;
export const Guide: Story = { parameters: { route: '/app/value-zone?tab=guide' } };
