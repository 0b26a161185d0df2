import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breakpoints } from './tokens';

const meta = {
  title: 'Foundations/Breakpoints',
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The breakpoints of the theme (`breakpoints.values`) and what the layout changes at each. The\nsmallest screen the product supports is 360 px wide.',
      },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Widths: Story = { render: () => <Breakpoints /> };
