import { createElement } from 'react';
import type { ArgTypes, Meta, ReactRenderer } from '@storybook/react-vite';
import type { ArgsStoryFn, InputType } from 'storybook/internal/types';
import type { Group } from '../../contract/route';
import type { Db } from '../../mocks/db';
import { datasets, type Dataset } from '../../mocks/mock-env';
import { tamperKinds, type TamperKind } from '../../src/demo/protocol';
import type { MockOptions } from './mockApi';

/** A story's mock backend, made when the story loads (stories/support/mockLoader.ts). */
export const mock = (options: MockOptions = {}) => ({ mock: options });

/** The smallest phone the product supports; the toolbar's Viewport menu offers 390 and wider too. */
export const phone = { viewport: { value: 'smallPhone', isRotated: false } };

/** What the `backend` control makes the page's groups do. */
export const backends = ['answers', 'never-answers', 'fails'] as const;
export type Backend = (typeof backends)[number];

/** The Controls of a page story: which data the mock backend holds, and how it answers the page. */
export type PageArgs = { data: Dataset; backend: Backend };
/** The Trustboard's, with the ledger proof's tamper switch too. */
export type LedgerArgs = PageArgs & { tamper: TamperKind | 'none' };

/**
 * `parameters.mock` of a page's stories (its meta's): the mock backend's options, and what the
 * page's Controls act on (stories/support/mockLoader.ts reads both).
 */
export type PageMock = MockOptions & {
  /** The endpoint groups the page reads: `backend` makes them never answer (Loading) or fail (Error). */
  groups: Group[];
  /**
   * With `data: 'new-account'`, what else the page's empty state lacks: a public catalogue the page
   * lists (the same for every account, so a new account still sees it).
   */
  emptyCatalogue?: (db: Db) => void;
};

/** A page's meta: a mock backend with the page's groups, and the page's Controls. */
export type PageMeta<Args extends PageArgs = PageArgs> = Meta<Args> & { parameters: { mock: PageMock } };

/** A control that picks one of `options`; the docs' table lists them and the default (the Loaded state's). */
function choice<T extends string>(
  description: string,
  options: readonly T[],
  byDefault: T,
  control: InputType['control'] = { type: 'select' },
): InputType {
  const table = { type: { summary: options.join(' | ') }, defaultValue: { summary: byDefault } };
  return { description, options, control, table };
}

const pageArgTypes = {
  data: choice(
    "The mock backend's data set: `demo` (the seeded demo account), `new-account` (a trader who has just signed up: the Empty state) or `testnet` (the sandbox).",
    datasets,
    'demo',
  ),
  backend: choice(
    "How the mock backend answers the page's own requests: it `answers`, `never-answers` (the Loading state) or `fails` with a 500 (the Error state).",
    backends,
    'answers',
    {
      type: 'radio',
      labels: { answers: 'answers', 'never-answers': 'never answers (loading)', fails: 'fails (error)' },
    },
  ),
} satisfies ArgTypes<PageArgs>;

/**
 * What a page meta spreads: Controls at the Loaded state's values, and the page rendered without
 * props (pages have none; the args are the mock loader's, stories/support/mockLoader.ts, and a
 * changed control gives the story a fresh backend, QueryClient and router: .storybook/preview.tsx).
 */
function controls<Args extends PageArgs>(args: Args, argTypes: ArgTypes<Args>) {
  const render: ArgsStoryFn<ReactRenderer, Args> = (_args, { component }) => createElement(component!);
  return { args, argTypes, render };
}

/** Every page's Controls: `data` and `backend`. */
export const pageControls = controls<PageArgs>({ data: 'demo', backend: 'answers' }, pageArgTypes);

/** The Trustboard's: the page's Controls and the ledger proof's `tamper` switch. */
export const ledgerControls = controls<LedgerArgs>(
  { ...pageControls.args, tamper: 'none' },
  {
    ...pageArgTypes,
    tamper: choice(
      "The ledger proof's tamper switch (`?mockTamper=`): it serves a changed `record` (step 2 fails), another trader's changed `leaf` (the path misses the root) or a forked log (`fork`: consistency fails); Verify on a row shows it.",
      ['none', ...tamperKinds],
      'none',
    ),
  },
);

/**
 * The states every page story shows, from the real mock backend, as the page's Controls set them:
 * Loaded (demo seed); Empty (`data: 'new-account'`, a trader who has just signed up, so every
 * endpoint answers as for an empty account, and the page's `emptyCatalogue` is emptied too);
 * Loading and Error (`backend`: the page's groups never answer / fail); and each of them again on a
 * 360 px phone (Phone is Loaded there). Each state sets only the args it changes from the
 * defaults of `pageControls`, which the page's meta spreads.
 */
const states = {
  Loaded: {},
  Empty: { args: { data: 'new-account' } },
  Loading: { args: { backend: 'never-answers' } },
  Error: { args: { backend: 'fails' } },
} satisfies Record<string, { args?: Partial<PageArgs> }>;

export const pageStates = {
  ...states,
  Phone: { ...states.Loaded, globals: phone },
  PhoneEmpty: { ...states.Empty, name: 'Phone: Empty', globals: phone },
  PhoneLoading: { ...states.Loading, name: 'Phone: Loading', globals: phone },
  PhoneError: { ...states.Error, name: 'Phone: Error', globals: phone },
};
