// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Page paths are written in one place, the paths module: the registry reads its paths from it and
 * features import it (`@/app/paths`) for their links. The lint (`architecture/no-page-path`) fails
 * on a page path typed anywhere else in src/, in a string or a template literal.
 */
export const pathsModule = 'src/app/paths.ts';

/** The page registry: where page paths were written before the paths module existed. */
const registry = 'src/app/pages.ts';

/** Files that may type a page path, and why. */
export const pagePathExceptions = {
  [pathsModule]: 'the paths module itself',
  'src/domain/referral.ts':
    "the server's own statement of a public profile's address (profilePath, which the mock's Link-in-Bio URL uses and the link must equal)",
};

/**
 * Files that typed page paths when the rule came, before every link was made with the paths module
 * (the page registry and the links of features and the shell). Temporary: the list only shrinks,
 * and tests/unit/architecture.test.ts fails on a file in it that types no page path any more.
 */
export const pagePathBaseline = [
  'src/app/layout/BottomCtaBar.tsx',
  'src/app/layout/DealsBanner.tsx',
  'src/app/layout/Header.tsx',
  'src/app/pages.ts',
  'src/features/dashboard/DashboardPage.tsx',
  'src/features/dashboard/cards/EarningsCard.tsx',
  'src/features/dashboard/cards/PaybackCard.tsx',
  'src/features/dashboard/cards/PayoutsCard.tsx',
  'src/features/dashboard/cards/PromosCard.tsx',
  'src/features/dashboard/cards/ProofCard.tsx',
  'src/features/dashboard/cards/ReferralCard.tsx',
  'src/features/dashboard/cards/TierCard.tsx',
  'src/features/landing/sections/BetaPromo.tsx',
  'src/features/landing/sections/FinalCta.tsx',
  'src/features/landing/sections/Hero.tsx',
  'src/features/landing/sections/HowItWorks.tsx',
  'src/features/landing/sections/ProofMetrics.tsx',
  'src/features/landing/sections/Services.tsx',
  'src/features/payouts/ScheduleCard.tsx',
  'src/features/playbook/PlaybookPage.tsx',
  'src/features/referral/ProfileCard.tsx',
  'src/features/referral/ReferralPage.tsx',
  'src/features/settlements/AutoSettlementForm.tsx',
  'src/features/settlements/SettlementTable.tsx',
  'src/features/testnet/SandboxPanel.tsx',
  'src/prerender/headTags.ts',
];

/**
 * The first segments of the page paths (`/app`, `/deals`, `/trustboard`, `/l`), read from the
 * string literals of the paths module (or, before it exists, of the page registry): a new page's
 * path is covered without a list to keep.
 * @param {string} root the repository root
 * @returns {string[]}
 */
export function pagePathPrefixes(root) {
  const file = [pathsModule, registry].map((name) => path.join(root, name)).find((name) => existsSync(name));
  if (!file) throw new Error(`Neither ${pathsModule} nor ${registry} exists: where are the page paths written?`);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  /** @type {Set<string>} */
  const prefixes = new Set();
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node)) {
      const segment = /^\/([\w-]+)/.exec(node.text);
      if (segment) prefixes.add(`/${segment[1]}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (prefixes.size === 0) throw new Error(`${path.relative(root, file)} holds no page path`);
  return [...prefixes].sort();
}
