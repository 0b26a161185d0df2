import type { ComponentType } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { setupServer } from 'msw/node';
import { storyHandlers } from './storyHandlers';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as preview from '../../.storybook/preview';

/**
 * Every story renders (portable stories) and plays (a dialog story opens its dialog) without a
 * render error, a failed play or a console error. msw/node answers with each story's own
 * handlers, as the Storybook addon does in the browser.
 */
const { loaders: _browserOnlyLoaders, ...annotations } = preview.default;
setProjectAnnotations(annotations);

const modules = import.meta.glob<Record<string, unknown>>('../../stories/**/*.stories.tsx', { eager: true });
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

for (const [file, module] of Object.entries(modules)) {
  type Composed = ComponentType & {
    parameters: Record<string, unknown>;
    load: () => Promise<void>;
    play?: (context: { canvasElement: HTMLElement }) => Promise<void>;
  };
  const stories = Object.entries(composeStories(module as Parameters<typeof composeStories>[0])) as [
    string,
    Composed,
  ][];
  describe(file.replace('../../stories/', ''), () => {
    it.each(stories)('%s renders without errors', async (_name, Story) => {
      const errors: unknown[] = [];
      const spy = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
      server.use(...storyHandlers(Story.parameters));
      await Story.load();
      const { container, unmount } = render(<Story />);
      // Something rendered, whatever its element (a landmark story renders a bare <nav>).
      await waitFor(() => expect(container.firstElementChild).not.toBeNull());
      await Story.play?.({ canvasElement: container });
      // Give queries a moment to settle so late errors are caught too.
      await new Promise((resolve) => setTimeout(resolve, 50));
      // The route error screen's own story shows it on purpose; anywhere else it means a story crashed.
      if (!Story.parameters.showsRouteError) expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
      unmount();
      spy.mockRestore();
      expect(errors).toEqual([]);
    });
  });
}
