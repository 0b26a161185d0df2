import { render, screen, within } from '@testing-library/react';
import { composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { setupServer } from 'msw/node';
import { storyHandlers } from './storyHandlers';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as preview from '../../.storybook/preview';
import * as deals from '../../stories/deals/Deals.stories';

const { loaders: _browserOnlyLoaders, ...annotations } = preview.default;
setProjectAnnotations(annotations);
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());

it('a dialog story opens its dialog in the locale of the toolbar', async () => {
  const Story = composeStory(deals.ApplicationOpen, deals.default, { initialGlobals: { locale: 'ko' } });
  server.use(...storyHandlers(Story.parameters));
  await Story.load();
  const { container } = render(<Story />);
  await Story.play?.({ canvasElement: container });
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('button', { name: '신청서 제출' })).toBeInTheDocument();
});
