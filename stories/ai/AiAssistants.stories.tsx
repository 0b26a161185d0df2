import type { StoryObj } from '@storybook/react-vite';
import AiPage from '../../src/features/ai/AiPage';
import { pageControls, pageStates, type PageMeta } from '../support/pageStories';
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

export const Loaded: Story = pageStates.Loaded;
export const Empty: Story = pageStates.Empty;
export const Loading: Story = pageStates.Loading;
export const Error: Story = pageStates.Error;
export const Phone: Story = pageStates.Phone;
export const PhoneEmpty: Story = pageStates.PhoneEmpty;
export const PhoneLoading: Story = pageStates.PhoneLoading;
export const PhoneError: Story = pageStates.PhoneError;

export const DemoPanel: Story = {
  play: openDialog({ role: 'button', key: 'ai:actions.available' }),
};
export const BetaPanel: Story = {
  play: openDialog({ role: 'button', key: 'ai:actions.beta' }),
};
