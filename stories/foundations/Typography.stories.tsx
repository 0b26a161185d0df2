import type { Meta, StoryObj } from '@storybook/react-vite';
import { TypeScale } from './tokens';

const meta = {
  title: 'Foundations/Typography',
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "Every type style of the theme (`typography`), with its size, weight and line height, and the\nfont stack with a line in each of the product's scripts (Latin, Hangul, Japanese, Vietnamese).\nh1 and h2 scale with the screen (`clamp`).",
      },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = { render: () => <TypeScale /> };
