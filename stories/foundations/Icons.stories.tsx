import type { Meta, StoryObj } from '@storybook/react-vite';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { productIcons } from './productIcons';

const meta = {
  title: 'Foundations/Icons',
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The Material Icons the product uses, each at the sizes it appears in (20 and 24 px) and in the primary colour. An icon beside text is decorative (`aria-hidden`, the default); an icon alone in a button needs the button to be named (`aria-label`). Add an icon by importing it from `@mui/icons-material/<Name>` and listing it in `stories/foundations/productIcons.ts` (a test holds the two together).',
      },
    },
  },
} satisfies Meta;
export default meta;

export const Icons: StoryObj<typeof meta> = {
  render: () => (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {Object.entries(productIcons).map(([name, Icon]) => (
        <Paper key={name} variant="outlined" sx={{ width: 150, p: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <Icon fontSize="small" />
            <Icon />
            <Icon color="primary" />
          </Stack>
          <Typography variant="caption">{name}</Typography>
        </Paper>
      ))}
    </Stack>
  ),
};
