import type { StoryObj } from '@storybook/react-vite';
import TrustboardPage from '../../src/features/trustboard/TrustboardPage';
import { ledgerControls, pageStates as states, type LedgerArgs, type PageMeta } from '../support/pageStories';
import { pageDocs } from '../support/PageDocs';
import { openDialog } from '../support/play';

const meta = {
  title: 'Pages/Trustboard',
  tags: ['autodocs'],
  component: TrustboardPage,
  parameters: { route: '/app/trustboard', layout: 'padded', docs: pageDocs, mock: { groups: ['reconciliations'] } },
  ...ledgerControls,
} satisfies PageMeta<LedgerArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = states.Loaded;
export const Empty: Story = states.Empty;
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Phone: Story = states.Phone;

export const DiscrepanciesOnly: Story = {
  parameters: { route: '/app/trustboard?filter=discrepancy' },
};

export const ReportIssueDialog: Story = {
  play: openDialog({ role: 'button', key: 'trustboard:table.report' }),
};
