import type { Meta, StoryObj } from '@storybook/react-vite';
import { Elevation } from './tokens';

const meta = {
  title: 'Foundations/Elevation',
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The shadows (`theme.shadows`): cards are outlined and flat; menus, popovers and dialogs rise\nabove the page.',
      },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Levels: Story = { render: () => <Elevation /> };
