import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, userEvent, within } from 'storybook/test';
import NotFoundPage from '../../src/app/NotFoundPage';
import { RouteErrorScreen } from '../../src/app/RouteErrorScreen';
import { Footer } from '../../src/app/layout/Footer';
import { SkipLink } from '../../src/app/layout/SkipLink';

/** The app's shell screens and pieces that no page story shows on its own (toasts: Components/Toast). */
const meta = { title: 'App/Screens', parameters: { route: '/' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = { parameters: { route: '/no-such-page' }, render: () => <NotFoundPage /> };

/** What a page that throws while rendering shows instead (no detail without an error). */
export const RouteError: Story = { parameters: { showsRouteError: true }, render: () => <RouteErrorScreen /> };

export const SiteFooter: Story = { name: 'Footer', render: () => <Footer /> };

/** Hidden until focused: the story tabs to it, as a keyboard user's first Tab does. */
export const SkipToContent: Story = {
  name: 'Skip link (focused)',
  render: () => (
    <Box sx={{ position: 'relative', minHeight: 120 }}>
      <SkipLink target="story-main" />
      <Box component="main" id="story-main" tabIndex={-1} sx={{ pt: 8 }}>
        Main content
      </Box>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link')).toHaveFocus();
  },
};
