import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { SelectField, type SelectFieldProps } from '../../src/components/form/SelectField';
import { TabRow } from '../../src/components/TabRow';
import { phone } from '../support/pageStories';

const packs = ['Warm contacts', 'Social', 'Guild', 'Checklist'] as const;

/** A tab row that chooses as the reader does; its args set where it starts. */
function Tabs({ value, fullWidth }: { value: (typeof packs)[number]; fullWidth?: boolean }) {
  const [chosen, setChosen] = useState(value);
  return (
    <TabRow
      label="Script packs"
      value={chosen}
      onChange={setChosen}
      tabs={packs.map((name) => ({ value: name, label: name }))}
      fullWidth={fullWidth}
    />
  );
}

const meta = {
  title: 'Components/Controls',
  component: Tabs,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { value: 'Social' },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tab_Row: Story = { name: 'Tab row' };
export const TabRowFullWidth: Story = { name: 'Tab row: full width', args: { fullWidth: true } };
/** On a 360 px phone the tabs share the row, no narrower than their longest word. */
export const TabRowOnAPhone: Story = { name: 'Tab row: phone', globals: phone, args: { value: 'Checklist' } };

const exchanges = ['CEX-A', 'CEX-B', 'CEX-C'].map((name) => ({ value: name.toLowerCase(), label: name }));

/** A select that keeps what the reader chooses, starting with no choice. */
function ChoosableSelect(props: Omit<SelectFieldProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return <SelectField {...props} value={value} onChange={(event) => setValue(event.target.value)} />;
}

/** A filter with "Any", a choice still to make (blank), and one always chosen: the browser's own select. */
export const Select: Story = {
  render: () => (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <ChoosableSelect label="Exchange filter" none="Any" options={exchanges} sx={{ minWidth: 180 }} />
      <ChoosableSelect
        label="Exchange"
        none=""
        options={exchanges}
        helperText="Choose the exchange"
        sx={{ minWidth: 240 }}
      />
      <SelectField
        label="Network"
        value="ERC-20"
        onChange={() => undefined}
        options={[{ value: 'ERC-20', label: 'ERC-20' }]}
      />
    </Stack>
  ),
};
