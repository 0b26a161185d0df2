import type { Meta, StoryObj } from '@storybook/react-vite';
import PlaybookPage from '../../src/features/playbook/PlaybookPage';
import { pageStates } from '../support/pageStories';

const meta = {
  title: 'Pages/Playbook',
  component: PlaybookPage,
  parameters: { route: '/app/playbook', layout: 'padded' },
} satisfies Meta<typeof PlaybookPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(['playbook']);
export const Loaded: Story = states.Loaded;
export const Empty: Story = states.Empty;
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Phone: Story = states.Phone;
export const PhoneEmpty: Story = states.PhoneEmpty;
export const PhoneLoading: Story = states.PhoneLoading;
export const PhoneError: Story = states.PhoneError;
