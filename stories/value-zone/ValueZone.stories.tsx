import type { StoryObj } from '@storybook/react-vite';
import ValueZonePage from '../../src/features/value-zone/ValueZonePage';
import { pageControls, pageStates, type PageMeta } from '../support/pageStories';
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

export const Loaded: Story = pageStates.Loaded;
export const Empty: Story = { ...pageStates.Empty, parameters: { route: '/app/value-zone?tab=history' } };
export const Loading: Story = pageStates.Loading;
export const Error: Story = pageStates.Error;
export const Phone: Story = pageStates.Phone;
export const PhoneEmpty: Story = {
  ...pageStates.PhoneEmpty,
  parameters: { route: '/app/value-zone?tab=history' },
};
export const PhoneLoading: Story = pageStates.PhoneLoading;
export const PhoneError: Story = pageStates.PhoneError;
export const Guide: Story = { parameters: { route: '/app/value-zone?tab=guide' } };
