import type { StoryObj } from '@storybook/react-vite';
import FaqPage from '../../src/features/faq/FaqPage';
import { pageControls, pageStates as states, type PageMeta } from '../support/pageStories';
import { pageDocs } from '../support/PageDocs';

const meta = {
  title: 'Pages/FAQ',
  tags: ['autodocs'],
  component: FaqPage,
  parameters: {
    route: '/app/faq',
    layout: 'padded',
    docs: pageDocs,
    mock: {
      groups: ['faq'],
      emptyCatalogue: (db) => {
        db.faqItem.deleteMany({ where: {} });
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
