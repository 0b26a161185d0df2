import type { RequestHandler } from 'msw';
import { mockApi, type MockOptions } from '../../stories/support/mockApi';

/**
 * The handlers msw/node answers a story with: the mock backend its `parameters.mock` asks for (made
 * in the browser by stories/support/mockLoader.ts when the story loads) and any handlers of its own
 * in `parameters.msw.handlers`.
 */
export function storyHandlers(parameters: Record<string, unknown>): RequestHandler[] {
  const own = (parameters.msw as { handlers?: RequestHandler[] } | undefined)?.handlers ?? [];
  const options = parameters.mock as MockOptions | undefined;
  return [...own, ...(options ? mockApi(options) : [])];
}
