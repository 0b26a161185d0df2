import type { Meta, StoryObj } from '@storybook/react-vite';
import TrustboardPage from '../../src/features/trustboard/TrustboardPage';
import { pageStates } from '../support/pageStories';
import { openDialog } from '../support/play';

const meta = {
  title: 'Pages/Trustboard',
  component: TrustboardPage,
  parameters: { route: '/app/trustboard', layout: 'padded' },
} satisfies Meta<typeof TrustboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(['reconciliations']);
export const Loaded: Story = states.Loaded;
export const Empty: Story = states.Empty;
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Phone: Story = states.Phone;

export const DiscrepanciesOnly: Story = {
  parameters: { ...states.Loaded.parameters, route: '/app/trustboard?filter=discrepancy' },
};

export const ReportIssueDialog: Story = {
  parameters: states.Loaded.parameters,
  play: openDialog({ role: 'button', key: 'trustboard:table.report' }),
};
