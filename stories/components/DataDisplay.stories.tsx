import { phone } from '../support/pageStories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import Stack from '@mui/material/Stack';
import { DataTable } from '../../src/components/DataTable';
import { MiniBars } from '../../src/components/MiniBars';
import { QrCode } from '../../src/components/QrCode';
import { Sparkline } from '../../src/components/Sparkline';
import { StatusChip } from '../../src/components/StatusChip';
import { TxHash } from '../../src/components/TxHash';

type Row = { id: string; exchange: string; amount: string };
const rows: Row[] = Array.from({ length: 5 }, (_, index) => ({
  id: `row-${index}`,
  exchange: `CEX-${'ABC'[index % 3]}`,
  amount: `${(index + 1) * 12.5} USDT`,
}));
const columns = [
  { key: 'exchange', header: 'Exchange', render: (row: Row) => row.exchange },
  { key: 'amount', header: 'Amount', align: 'right' as const, render: (row: Row) => row.amount },
];

const meta = {
  title: 'Components/Data display',
  component: DataTable<Row>,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    caption: 'Example table',
    columns,
    rows,
    rowKey: (row: Row) => row.id,
    emptyText: 'No rows yet',
    // A page turned is logged in the Actions panel.
    paging: { page: 1, pageSize: 5, total: 42, onPageChange: fn() },
  },
} satisfies Meta<typeof DataTable<Row>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Table: Story = {};
export const TableEmpty: Story = { args: { rows: [], paging: undefined } };
export const TableOnAPhone: Story = { globals: phone };
export const Charts: Story = {
  render: () => (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <Sparkline values={[2, 5, 3, 8, 6, 9, 4, 12, 7, 10]} label="Net earnings per day" />
      <MiniBars values={[148, 72, 60, 48, 74, 36, 96]} label="Referral activity" />
    </Stack>
  ),
};
export const Statuses: Story = {
  render: () => (
    <Stack direction="row" spacing={1}>
      <StatusChip tone="success" label="Matched" />
      <StatusChip tone="warning" label="Discrepancy" />
      <StatusChip tone="default" label="Unmatched" />
      <StatusChip tone="info" label="Processing" />
    </Stack>
  ),
};
export const TransactionHash: Story = {
  render: () => (
    <TxHash
      hash={`0x${'ab12'.repeat(16)}`}
      copyLabel="Copy the transaction hash"
      explorerLabel="Open in the block explorer"
    />
  ),
};
export const Qr: Story = {
  render: () => <QrCode value="https://octoss.app/?ref=OCTOSS-7F3K" label="QR code of the referral link" />,
};
/** The referral QR with its downloads: a PNG and an SVG that decode to the link. */
export const QrWithSave: Story = {
  render: () => (
    <QrCode
      value="https://octoss.app/?ref=OCTOSS-7F3K"
      label="QR code of the referral link"
      save={{ fileName: 'octoss-qr-OCTOSS-7F3K', png: 'Save QR (PNG)', svg: 'Save QR (SVG)', onSaved: fn() }}
    />
  ),
};
