import type { Meta, StoryObj } from '@storybook/react-vite';
import { Colours } from './tokens';

const meta = {
  title: 'Foundations/Colour',
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "The palette of each colour scheme, from `colorSchemes` of the theme: every role's main, light\nand dark shade with the text colour MUI picks for it (`contrastThreshold: 4.5`), and the contrast\nratio of that text on the main colour and of the main colour as text on a card. AA is 4.5:1 for\ntext, 3:1 for large text and the edges of controls.",
      },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { render: () => <Colours scheme="light" /> };
export const Dark: Story = { render: () => <Colours scheme="dark" /> };
