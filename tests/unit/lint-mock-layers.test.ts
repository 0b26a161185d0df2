import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The mock backend stands where a server would, so the lint keeps its imports to the contract, the
 * client-safe domain and the languages list; the app never imports the backend's rules; the
 * contract imports only zod and its own files.
 */
const eslint = new ESLint();

/** How many no-restricted-imports problems `code` has in a file at `filePath`. */
async function restrictedImports(code: string, filePath: string) {
  const [result] = await eslint.lintText(`${code}\nexport const used = [value];\n`, { filePath });
  return result!.messages.filter(({ ruleId }) => ruleId === 'no-restricted-imports').length;
}

/** [what, import line, file, problems] */
const cases: [string, string, string, number][] = [
  ['the contract', "import { value } from '@octoss/contract/routes';", 'mocks/areas/payouts/store.ts', 0],
  ['the error catalogue', "import { value } from '@octoss/contract/errors';", 'mocks/areas/payouts/store.ts', 0],
  ['a client-safe domain module', "import { value } from '@/domain/wallet';", 'mocks/areas/payouts/rules.ts', 0],
  ["the client's error type", "import { value } from '@/api/errors';", 'mocks/areas/payouts/store.ts', 1],
  ['zod from the contract', "import { value } from 'zod';", 'contract/example.ts', 0],
  ["the contract's own files", "import { value } from './common';", 'contract/example.ts', 0],
  ['the app from the contract', "import { value } from '@/domain/wallet';", 'contract/example.ts', 1],
  [
    'the app by a relative path from the contract',
    "import { value } from '../src/domain/wallet';",
    'contract/example.ts',
    1,
  ],
  ['the mock backend from the contract', "import { value } from '@mocks/faults';", 'contract/example.ts', 1],
  ['another package from the contract', "import { value } from 'axios';", 'contract/example.ts', 1],
  ['the languages list', "import { value } from '@/i18n/languages';", 'mocks/areas/payouts/views.ts', 0],
  ['a feature', "import { value } from '@/features/payouts/api';", 'mocks/areas/payouts/views.ts', 1],
  ['the app shell', "import { value } from '@/lib/useLocale';", 'mocks/areas/payouts/store.ts', 1],
  ['the app by a relative path', "import { value } from '../../src/lib/useLocale';", 'mocks/areas/payouts/store.ts', 1],
  ['the i18n setup', "import { value } from '@/i18n';", 'mocks/areas/payouts/views.ts', 1],
  ["another area's store", "import { value } from '../app/store';", 'mocks/areas/payouts/routes.ts', 1],
  ["another area's index", "import { value } from '../app';", 'mocks/areas/payouts/routes.ts', 0],
  ["the area's own store", "import { value } from './store';", 'mocks/areas/payouts/routes.ts', 0],
  ['the shared layers from an area', "import { value } from '../../shared/paging';", 'mocks/areas/payouts/routes.ts', 0],
  [
    'the mock backend from the app',
    "import { value } from '@mocks/areas/value-zone/rules';",
    'src/features/payback/example.ts',
    1,
  ],
];

describe('import boundaries of the mock backend', () => {
  for (const [what, code, filePath, count] of cases) {
    it(`${count ? 'reports' : 'allows'} ${what} in ${filePath}`, async () =>
      expect(await restrictedImports(code, filePath)).toBe(count));
  }
});
