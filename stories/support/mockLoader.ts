import type { Loader } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import type { MockOptions } from './mockApi';

/**
 * The mock backend of a story, made when the story loads rather than when its file is imported:
 * a story asks for it with `parameters.mock` (the options of `mockApi`), so importing a stories
 * file seeds no database, and msw, the handlers and the seeds are fetched only by the first story
 * that needs them (they are not in the preview's first chunk). The handlers go to
 * msw-storybook-addon's worker, as `parameters.msw.handlers` (still read, for stories that build
 * their own) do.
 */
export const mockLoader: Loader = async (context) => {
  const options = context.parameters.mock as MockOptions | undefined;
  const legacy = (context.parameters.msw as { handlers?: RequestHandler[] } | undefined)?.handlers ?? [];
  if (!options && legacy.length === 0 && !workerStarted) return {};
  workerStarted = true;
  const [{ mswLoader }, handlers] = await Promise.all([
    import('msw-storybook-addon/csf3'),
    options ? import('./mockApi').then(({ mockApi }) => mockApi(options)) : [],
  ]);
  // The addon's loader resets the worker's handlers and uses the ones it is given.
  const withHandlers = {
    ...context,
    parameters: { ...context.parameters, msw: { handlers: [...legacy, ...handlers] } },
  };
  const loaded = await mswLoader()(withHandlers);
  Object.assign(context, { msw: (withHandlers as { msw?: unknown }).msw });
  return loaded;
};

let workerStarted = false;
