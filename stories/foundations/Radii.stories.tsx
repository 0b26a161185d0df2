import type { Meta, StoryObj } from '@storybook/react-vite';
import { Radii } from './tokens';

const meta = {
  title: 'Foundations/Radii',
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: { description: { component: 'The corner radius of the theme (`shape.borderRadius`) and its multiples.' } },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Corners: Story = { render: () => <Radii /> };
