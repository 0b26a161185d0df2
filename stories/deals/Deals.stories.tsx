import type { StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import DealsPage from '../../src/features/deals/DealsPage';
import { i18next } from '../../src/i18n';
import { mock, pageControls, pageStates as states, type PageMeta } from '../support/pageStories';
import { pageDocs } from '../support/PageDocs';
import { openDialog } from '../support/play';

const meta = {
  title: 'Pages/Partner Deals',
  tags: ['autodocs'],
  component: DealsPage,
  parameters: {
    route: '/deals',
    layout: 'padded',
    docs: pageDocs,
    mock: {
      groups: ['deals'],
      emptyCatalogue: (db) => {
        db.deal.deleteMany({ where: {} });
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

/** More programs than one page holds: the first 100 rows, how many of the total they are, and Show more. */
export const MoreThanOnePage: Story = {
  parameters: mock({
    setup: (db) => {
      const noteId = db.deal.getAll()[0]!.noteId;
      for (let index = 1; index <= 90; index += 1)
        db.deal.create({
          id: `deal-extra-${index}`,
          order: 100 + index,
          exchange: `Extra ${index}`,
          gross: 11,
          regions: ['Global'],
          noteId,
        });
    },
  }),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: i18next.t('common:list.showMore') });
  },
};

/** The apply dialog for the first program of the table, its exchange already chosen. */
export const ApplicationOpen: Story = {
  play: openDialog({ role: 'button', key: 'deals:table.applyFor', values: { exchange: 'MEXC' } }),
};

/** The form sent empty: every required field says so. */
export const ApplicationWithErrors: Story = {
  play: async (context) => {
    await ApplicationOpen.play!(context);
    const screen = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(await screen.findByRole('button', { name: i18next.t('deals:form.submit') }));
    await screen.findAllByText(i18next.t('deals:form.required'));
  },
};
