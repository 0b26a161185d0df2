import type { Meta, StoryObj } from '@storybook/react-vite';
import AiPage from '../../src/features/ai/AiPage';
import { pageStates } from '../support/pageStories';
import { openDialog } from '../support/play';

const meta = {
  title: 'Pages/AI Assistants',
  component: AiPage,
  parameters: { route: '/app/ai', layout: 'padded' },
} satisfies Meta<typeof AiPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(['ai'], (db) => {
  db.aiAssistant.deleteMany({ where: {} });
});
export const Loaded: Story = states.Loaded;
export const Empty: Story = states.Empty;
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Phone: Story = states.Phone;
export const PhoneEmpty: Story = states.PhoneEmpty;
export const PhoneLoading: Story = states.PhoneLoading;
export const PhoneError: Story = states.PhoneError;

export const DemoPanel: Story = {
  parameters: states.Loaded.parameters,
  play: openDialog({ role: 'button', key: 'ai:actions.available' }),
};
export const BetaPanel: Story = {
  parameters: states.Loaded.parameters,
  play: openDialog({ role: 'button', key: 'ai:actions.beta' }),
};
