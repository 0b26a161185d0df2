import type { Loader } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import type { MockOptions } from './mockApi';
import type { LedgerArgs, PageMock } from './pageStories';

/**
 * The mock backend of a story, made when the story loads rather than when its file is imported:
 * a story asks for it with `parameters.mock` (the options of `mockApi`), so importing a stories
 * file seeds no database, and msw, the handlers and the seeds are fetched only by the first story
 * that needs them (they are not in the preview's first chunk). The handlers go to
 * msw-storybook-addon's worker, as `parameters.msw.handlers` (still read, for stories that build
 * their own) do. A page story's Controls (its args) are read too (mockOptions): Storybook runs the
 * loaders again when an arg changes.
 */
export const mockLoader: Loader = async (context) => {
  const options = mockOptions(context.parameters.mock as Partial<PageMock> | undefined, context.args);
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

/** The args of a page story that choose its mock backend (stories/support/pageStories.ts). */
type ControlArgs = Partial<LedgerArgs>;

/**
 * A story's mock options, with its page's Controls over them: `data` is the data set (with
 * `new-account`, the page's own catalogue is emptied too), `backend` makes the page's groups never
 * answer or fail, `tamper` is the ledger proof's switch. A story without those args keeps its options.
 */
export function mockOptions(mock: Partial<PageMock> | undefined, args: ControlArgs): MockOptions | undefined {
  if (!mock) return undefined;
  const { groups = [], emptyCatalogue, setup, ...options } = mock;
  const dataset = args.data ?? options.dataset;
  return {
    ...options,
    dataset,
    setup:
      dataset === 'new-account' && emptyCatalogue
        ? (db) => {
            setup?.(db);
            emptyCatalogue(db);
          }
        : setup,
    loading: args.backend === 'never-answers' ? [...(options.loading ?? []), ...groups] : options.loading,
    fail: args.backend === 'fails' ? [...(options.fail ?? []), ...groups] : options.fail,
    tamper: args.tamper === undefined ? options.tamper : args.tamper === 'none' ? undefined : args.tamper,
  };
}

/**
 * What the story's frame is keyed on (.storybook/preview.tsx): a changed Control makes a new
 * backend, so the frame starts again with a fresh QueryClient and router rather than showing the
 * answers it cached from the backend before.
 */
export function controlsKey(args: ControlArgs): string {
  return [args.data, args.backend, args.tamper].join('/');
}
