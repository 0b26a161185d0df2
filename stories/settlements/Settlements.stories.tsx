import type { StoryObj } from '@storybook/react-vite';
import SettlementsPage from '../../src/features/settlements/SettlementsPage';
import { pageControls, pageStates as states, type PageMeta } from '../support/pageStories';
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

export const Loaded: Story = states.Loaded;
export const Empty: Story = states.Empty;
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Phone: Story = states.Phone;
export const PhoneEmpty: Story = states.PhoneEmpty;
export const PhoneLoading: Story = states.PhoneLoading;
export const PhoneError: Story = states.PhoneError;

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
