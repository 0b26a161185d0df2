import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { CopyButton } from '../../src/components/CopyButton';
import { DateTime } from '../../src/components/DateTime';
import { DemoBadge } from '../../src/components/DemoBadge';
import { ExchangeLogo } from '../../src/components/ExchangeLogo';
import { Logo } from '../../src/components/Logo';
import { Money } from '../../src/components/Money';
import { StatCard } from '../../src/components/StatCard';
import { StatusBadge } from '../../src/components/StatusBadge';
import { exchangeDirectory } from '../../src/domain/exchangeDirectory';

const meta = {
  title: 'Components/Figures',
  component: StatCard,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { label: 'Claimable balance', value: <Money value={376.61} />, hint: 'Minimum claim $10.00' },
} satisfies Meta<typeof StatCard>;
export default meta;

export const Stat: StoryObj<typeof meta> = {};
export const MoneyAndDates: StoryObj = {
  render: () => (
    <Stack spacing={1}>
      <Money value={376.61} />
      <Money value={-25} signed />
      <Money value={10} unit="USD" />
      <DateTime value="2026-11-22T10:05:09Z" show="both" />
    </Stack>
  ),
};
export const Badges: StoryObj = {
  render: () => (
    <Stack direction="row" spacing={1}>
      <StatusBadge status="live" />
      <StatusBadge status="demo" />
      <DemoBadge label="Demo Data" />
      <DemoBadge label="Sandbox" tone="warning" />
    </Stack>
  ),
};
export const Copy: StoryObj = { render: () => <CopyButton value="0xabc" label="Copy transaction hash" /> };
export const Brand: StoryObj = { render: () => <Logo size={40} /> };
export const ExchangeLogos: StoryObj = {
  render: () => (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {exchangeDirectory.map((exchange) => (
        <ExchangeLogo key={exchange.slug} exchange={exchange} size={40} />
      ))}
      <ExchangeLogo
        exchange={{ name: 'Missing', slug: 'missing', ext: 'svg', mono: 'MI', color: '#374151' }}
        size={40}
      />
    </Stack>
  ),
};
