import type { Meta, StoryObj } from '@storybook/react-vite';
import { SpacingScale } from './tokens';

const meta = {
  title: 'Foundations/Spacing',
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The spacing unit (`theme.spacing(n)`, 8 px) and the steps the product uses for margins,\npaddings and gaps.',
      },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = { render: () => <SpacingScale /> };
