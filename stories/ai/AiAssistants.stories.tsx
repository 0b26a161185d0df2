import type { StoryObj } from '@storybook/react-vite';
import AiPage from '../../src/features/ai/AiPage';
import { pageControls, pageStates as states, type PageMeta } from '../support/pageStories';
import { pageDocs } from '../support/PageDocs';
import { openDialog } from '../support/play';

const meta = {
  title: 'Pages/AI Assistants',
  tags: ['autodocs'],
  component: AiPage,
  parameters: {
    route: '/app/ai',
    layout: 'padded',
    docs: pageDocs,
    mock: {
      groups: ['ai'],
      emptyCatalogue: (db) => {
        db.aiAssistant.deleteMany({ where: {} });
      },
    },
  },
  ...pageControls,
} satisfies PageMeta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = states.Loaded;
export const Empty: Story = states.Empty;
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Phone: Story = states.Phone;
export const PhoneEmpty: Story = states.PhoneEmpty;
export const PhoneLoading: Story = states.PhoneLoading;
export const PhoneError: Story = states.PhoneError;

export const DemoPanel: Story = {
  play: openDialog({ role: 'button', key: 'ai:actions.available' }),
};
export const BetaPanel: Story = {
  play: openDialog({ role: 'button', key: 'ai:actions.beta' }),
};
