import type { StoryObj } from '@storybook/react-vite';
import PlaybookPage from '../../src/features/playbook/PlaybookPage';
import { pageControls, pageStates, type PageMeta } from '../support/pageStories';
import { pageDocs } from '../support/PageDocs';

const meta = {
  title: 'Pages/Playbook',
  tags: ['autodocs'],
  component: PlaybookPage,
  parameters: { route: '/app/playbook', layout: 'padded', docs: pageDocs, mock: { groups: ['playbook'] } },
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
