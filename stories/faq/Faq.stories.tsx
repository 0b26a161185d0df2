import type { StoryObj } from '@storybook/react-vite';
import FaqPage from '../../src/features/faq/FaqPage';
import { pageControls, pageStates, type PageMeta } from '../support/pageStories';
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

export const Loaded: Story = pageStates.Loaded;
export const Empty: Story = pageStates.Empty;
export const Loading: Story = pageStates.Loading;
export const Error: Story = pageStates.Error;
export const Phone: Story = pageStates.Phone;
export const PhoneEmpty: Story = pageStates.PhoneEmpty;
export const PhoneLoading: Story = pageStates.PhoneLoading;
export const PhoneError: Story = pageStates.PhoneError;
