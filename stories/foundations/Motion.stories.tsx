import type { Meta, StoryObj } from '@storybook/react-vite';
import { Motion } from './tokens';

const meta = {
  title: 'Foundations/Motion',
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: 'The durations and easings of the theme (`transitions`), and what reduced motion does.',
      },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const DurationsAndEasings: Story = { render: () => <Motion /> };
