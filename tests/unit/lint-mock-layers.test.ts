import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The mock backend stands where a server would, so the lint keeps its imports to the contract, the
 * client-safe domain and the languages list; the app never imports the backend's rules; the
 * contract imports only zod and its own files; the conformance kit (kit/) only zod, the contract,
 * Node's built-ins and its own files.
 */
const eslint = new ESLint();

/** How many no-restricted-imports problems `code` has in a file at `filePath`. */
async function restrictedImports(code: string, filePath: string) {
  const [result] = await eslint.lintText(`${code}\nexport const used = [value];\n`, { filePath });
  return result!.messages.filter(({ ruleId }) => ruleId === 'no-restricted-imports').length;
}

/** [what, import line, file, problems] */
const cases: [string, string, string, number][] = [
  ['the contract', "import { value } from '@octoss/contract/routes';", 'mocks/store/example.ts', 0],
  ['the error catalogue', "import { value } from '@octoss/contract/errors';", 'mocks/store/example.ts', 0],
  ['a client-safe domain module', "import { value } from '@/domain/wallet';", 'mocks/rules/example.ts', 0],
  ["the client's error type", "import { value } from '@/api/errors';", 'mocks/store/example.ts', 1],
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
  ['the languages list', "import { value } from '@/i18n/languages';", 'mocks/views/example.ts', 0],
  ['a feature', "import { value } from '@/features/payouts/api';", 'mocks/views/example.ts', 1],
  ['the app shell', "import { value } from '@/lib/useLocale';", 'mocks/store/example.ts', 1],
  ['the app by a relative path', "import { value } from '../../src/lib/useLocale';", 'mocks/store/example.ts', 1],
  ['the i18n setup', "import { value } from '@/i18n';", 'mocks/views/example.ts', 1],
  ['another handler from a handler', "import { value } from './session';", 'mocks/handlers/example.ts', 1],
  ['the store from a handler', "import { value } from '../store/session';", 'mocks/handlers/example.ts', 0],
  ['zod from the kit', "import { value } from 'zod';", 'kit/example.ts', 0],
  ['the contract from the kit', "import { value } from '@octoss/contract/routes';", 'kit/checks/example.ts', 0],
  ['a Node built-in from the kit', "import { value } from 'node:util';", 'kit/checks/behaviour/example.ts', 0],
  ["the kit's own files", "import { value } from '../../report';", 'kit/checks/behaviour/example.ts', 0],
  ['the app from the kit', "import { value } from '@/domain/wallet';", 'kit/example.ts', 1],
  ['the mock backend from the kit', "import { value } from '@mocks/faults';", 'kit/checks/example.ts', 1],
  ['the tests from the kit', "import { value } from '../tests/support/textTable';", 'kit/report.ts', 1],
  [
    'the app by a relative path from the kit',
    "import { value } from '../../src/domain/wallet';",
    'kit/checks/example.ts',
    1,
  ],
  [
    'the mock backend by a relative path from the kit',
    "import { value } from '../../../mocks/faults';",
    'kit/checks/behaviour/example.ts',
    1,
  ],
  ['another package from the kit', "import { value } from 'axios';", 'kit/example.ts', 1],
  [
    'the mock backend from the app',
    "import { value } from '@mocks/rules/tiers';",
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
