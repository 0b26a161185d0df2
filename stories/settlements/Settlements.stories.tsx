import type { StoryObj } from '@storybook/react-vite';
import SettlementsPage from '../../src/features/settlements/SettlementsPage';
import { pageControls, pageStates, type PageMeta } from '../support/pageStories';
import { pageDocs } from '../support/PageDocs';
import { openDialog, showValidation } from '../support/play';

const meta = {
  title: 'Pages/Settlements',
  tags: ['autodocs'],
  component: SettlementsPage,
  parameters: { route: '/app/settlements', layout: 'padded', docs: pageDocs, mock: { groups: ['settlements'] } },
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

export const RequestDialog: Story = {
  play: openDialog(
    { role: 'tab', key: 'settlements:tabs.SPECIAL' },
    { role: 'button', key: 'settlements:table.request' },
  ),
};

/** The auto-settlement rule with a minimum below the smallest one. */
export const AutoSettlementErrors: Story = {
  name: 'Auto-settlement: validation errors',
  play: showValidation({
    open: [{ role: 'tab', key: 'settlements:tabs.AUTO' }],
    fields: [{ key: 'settlements:auto.minAmount', text: '1' }],
    submit: { role: 'button', key: 'settlements:auto.save' },
  }),
};
