import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { architectureConfig } from './tooling/architecture/eslint.js';

/**
 * The import rules are not written here: they are generated from the description of the parts and
 * their arrows (tooling/architecture/parts.js), with no import cycle and no page path typed outside
 * the paths module (see tooling/architecture/eslint.js and README's Architecture).
 */
const architecture = architectureConfig(fileURLToPath(new URL('.', import.meta.url)));

/**
 * The conformance kit is a package a backend team runs from an empty folder (npm run kit:pack): it
 * may import zod, the contract, Node's built-ins and its own files, nothing of the app, the mock
 * backend or the tests. One block per folder depth, since a relative import that climbs out of
 * kit/ is `../` at its top and `../../` one folder down.
 */
/** Forms unsafe anywhere. Kept in one list: a later block that restricts more syntax must repeat it. */
const safeSyntax = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No dangerouslySetInnerHTML.' },
  // A new tab gets the opener and the referrer unless told otherwise, whatever sets `target`:
  // a JSX attribute ("_blank" or computed, on <a>, MUI Link/Button, component="a"), an object
  // of props to spread or pass as slotProps, or a link made by script.
  {
    selector:
      "JSXOpeningElement:has(> JSXAttribute[name.name='target']:matches([value.value='_blank'], [value.type='JSXExpressionContainer'])):not(:has(> JSXAttribute[name.name='rel'][value.value='noopener noreferrer']))",
    message: 'A link with a target needs rel="noopener noreferrer".',
  },
  {
    selector:
      "ObjectExpression:has(> Property[key.name='target'][value.value='_blank']):not(:has(> Property[key.name='rel'][value.value='noopener noreferrer']))",
    message: 'Props with target "_blank" need rel="noopener noreferrer" beside it.',
  },
  {
    selector: "AssignmentExpression[left.property.name='target'][right.value='_blank']",
    message: 'A link made by script must not open a new tab: render an <a> with rel="noopener noreferrer" instead.',
  },
  {
    selector:
      "CallExpression[callee.object.name=/^(window|globalThis|self)$/][callee.property.name='open']:not([arguments.2.value=/^(?=.*\\bnoopener\\b)(?=.*\\bnoreferrer\\b)/])",
    message: "window.open needs the features 'noopener,noreferrer'.",
  },
];

/** Cache keys are derived from the route table (src/api/queries.ts), never typed out. */
const derivedKey =
  'A query key comes from the route table: routeQuery() or queryKeyOf() from @/api/queries, or the key of an existing query.';
const derivedQueryKeys = [
  // `queryKey: [...]` in any options object (useQuery, queryOptions, invalidateQueries...).
  { selector: "Property[key.name='queryKey'] > ArrayExpression", message: derivedKey },
  // A key passed by position: setQueryData([...], ...), getQueryState([...]).
  {
    selector: 'CallExpression[callee.property.name=/Quer(y|ies)(Data|State)?$/] > ArrayExpression',
    message: derivedKey,
  },
];

/** What a write changes is declared on its route row (`invalidates`) and applied by useApiMutation. */
const declaredInvalidation = {
  selector: 'CallExpression[callee.property.name=/^(invalidate|refetch|remove)Queries$/]',
  message:
    'A feature does not refresh the cache itself: declare what the write changes on its route row (invalidates) and write with useApiMutation from @/api/useApiMutation.',
};

/**
 * One way to write a form: react-hook-form with zodResolver(<the contract's schema>), so the
 * form and the server check the same rules. A component that parses a schema itself is a second way.
 */
const formsUseTheResolver = {
  selector:
    'CallExpression[callee.property.name=/^(safeParse|parse|safeParseAsync|parseAsync|spa|decode|safeDecode)$/]:not([callee.object.name=/^(Date|JSON|Number|URL)$/])',
  message:
    'A form validates with react-hook-form and zodResolver(<the contract schema>), not by parsing a schema in the component (see src/components/form/).',
};

/**
 * A control on a page hydrates in one commit. MUI's Tabs, Tooltip and menu select set a state as
 * their element mounts, which renders a prerendered page again at once and runs all its effects in
 * the task that ends hydrating: TabRow, a native `title` and SelectField (src/components) instead.
 */
const twiceRenderingMui = {
  selector: 'ImportDeclaration[source.value=/^@mui.material.(Tabs|Tab|Tooltip|Select)$/]',
  message:
    'Use TabRow (tabs), a native title (tooltip) or SelectField (select) from src/components: these set a state as they mount, a second render while a page hydrates.',
};
const menuSelect = {
  selector: "JSXOpeningElement[name.name='TextField'] > JSXAttribute[name.name='select']",
  message:
    "Use SelectField from src/components/form: MUI's menu select sets a state as it mounts, a second render while a page hydrates.",
};
const hydratesOnce = [twiceRenderingMui, menuSelect];

/**
 * The mock backend types its data at the source (model enums from the contract's lists, zod
 * parsing where data crosses a boundary), so it needs no type assertions; `as const` is allowed.
 */
const noTypeAssertions = {
  selector:
    "TSAsExpression:not([typeAnnotation.type='TSTypeReference'][typeAnnotation.typeName.name='const']), TSTypeAssertion",
  message:
    'No type assertions in mocks/: type the value at its source (a model enum from the contract, a zod parse at a boundary). `as const` is fine.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'storybook-static',
      'node_modules',
      '.storybook/public/mockServiceWorker.js',
      'coverage',
      'test-results',
      'playwright-report',
      'bench',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', ...safeSyntax],
    },
  },
  ...architecture,
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**'],
    rules: { 'no-restricted-syntax': ['error', ...safeSyntax, ...derivedQueryKeys, ...hydratesOnce] },
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...safeSyntax, ...derivedQueryKeys, ...hydratesOnce, formsUseTheResolver],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...safeSyntax,
        ...derivedQueryKeys,
        ...hydratesOnce,
        declaredInvalidation,
        formsUseTheResolver,
      ],
    },
  },
  {
    // The two that make the browser's own select, on MUI's TextField.
    files: ['src/components/form/SelectField.tsx', 'src/components/form/LabeledTextField.tsx'],
    rules: {
      'no-restricted-syntax': ['error', ...safeSyntax, ...derivedQueryKeys, twiceRenderingMui, formsUseTheResolver],
    },
  },
  {
    files: ['mocks/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...safeSyntax, noTypeAssertions],
    },
  },
  {
    // Stories and integration tests change what the mock answers through its fault switches
    // (mocks/faults.ts: faultRoute, faultGroups), keyed by the route table's names: a raw msw handler
    // with a hand-typed path would bypass the contract and outlive a renamed route. No exceptions so far.
    files: ['stories/**/*.{ts,tsx}', 'tests/integration/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'msw',
              importNames: ['http', 'HttpResponse', 'getResponse'],
              message: 'Override the mock with faultRoute/faultGroups of mocks/faults.ts, not a raw handler.',
            },
          ],
        },
      ],
    },
  },
  {
    // The ledger proof library runs in a page, the demo backend's service worker and Node (its
    // imports are the architecture's: @noble only): only its command-line verifier may use Node.
    files: ['ledger/**/*.ts'],
    ignores: ['ledger/cli.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'Buffer', message: 'ledger/ runs in browsers: use the helpers of ledger/hex.ts.' },
        { name: 'process', message: 'ledger/ runs in browsers: only ledger/cli.ts may use Node.' },
        { name: 'window', message: 'ledger/ runs in service workers too: no window.' },
        { name: 'document', message: 'ledger/ runs in service workers too: no document.' },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
