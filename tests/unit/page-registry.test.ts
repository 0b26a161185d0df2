// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { footerItems, headerItems, productItems } from '@/app/navigation';
import { pageAt, pagePaths, prerenderPaths } from '@/app/pagePaths';
import { isPattern, nonPageFeatures, pageList, pages } from '@/app/pages';
import { appRoutes } from '@/app/routes';
import { sharedNamespaces } from '@/i18n';
import { languageCodes } from '@/i18n/languages';

/**
 * The page registry (src/app/pages.ts) is the one list of pages: these checks hold the folders,
 * locale files, routes and links that follow from it to it, so a page added or removed in one
 * place and not the other fails here instead of in a reader's browser.
 */
const root = join(__dirname, '../..');
const folders = (path: string) =>
  readdirSync(join(root, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// The registry's lazy imports are literal (Vite must see them), so its source names each page's feature folder.
const registrySource = readFileSync(join(root, 'src/app/pages.ts'), 'utf8');
const pageFeatures = new Set(
  [...registrySource.matchAll(/import\('@\/features\/([^/']+)\//g)].map((match) => match[1]!),
);

describe('page registry and src/features', () => {
  it('every feature folder holds a registered page or is declared a non-page feature', () => {
    const unregistered = folders('src/features').filter(
      (folder) => !pageFeatures.has(folder) && !nonPageFeatures.includes(folder),
    );
    expect(unregistered).toEqual([]);
  });

  it('every page loads from an existing feature folder, and no non-page feature has a page', () => {
    const existing = folders('src/features');
    expect([...pageFeatures].filter((feature) => !existing.includes(feature))).toEqual([]);
    expect(nonPageFeatures.filter((feature) => pageFeatures.has(feature) || !existing.includes(feature))).toEqual([]);
  });

  it('walls off every feature folder in the lint (the list comes from the folders)', async () => {
    const eslint = new ESLint();
    const [first, second] = folders('src/features');
    const [result] = await eslint.lintText(`import { x } from '@/features/${second}/api';\nexport const y = x;\n`, {
      filePath: `src/features/${first}/example.ts`,
    });
    expect(result!.messages.map((message) => message.message)).toContainEqual(
      expect.stringContaining('A feature never imports another feature'),
    );
  });
});

describe('page registry and the stories', () => {
  // Stories are one file per page, so the registry cannot make them; it can name the pages without one.
  const pageModules = [...registrySource.matchAll(/load: \(\) => import\('([^']+)'\)/g)].map((match) =>
    match[1]!.replace(/^@\//, 'src/').replace(/^\.\//, 'src/app/'),
  );
  const storyFiles = readdirSync(join(root, 'stories'), { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.stories.tsx'),
  );
  const stories = storyFiles.map((file) => readFileSync(join(root, 'stories', file), 'utf8')).join('\n');

  it('every page has a story', () => {
    expect(pageModules).toHaveLength(pageList.length);
    expect(pageModules.filter((module) => !stories.includes(`${module}'`))).toEqual([]);
  });
});

describe('page registry and the page frame', () => {
  // Each page module renders the one frame (src/components/PageFrame.tsx) under its own id: its
  // meta texts, robots and heading come from the registry.
  const modules = [...registrySource.matchAll(/^ {2}'?([a-z-]+)'?: \{[^]*?load: \(\) => import\('([^']+)'\)/gm)].map(
    (match) => [match[1]!, match[2]!.replace(/^@\//, 'src/').replace(/^\.\//, 'src/app/')] as const,
  );

  it('finds every page module', () => {
    expect(modules.map(([id]) => id)).toEqual(pageList.map((page) => page.id));
  });

  it.each(modules)('%s renders its PageFrame (%s)', (id, module) => {
    expect(readFileSync(join(root, `${module}.tsx`), 'utf8')).toContain(`page="${id}"`);
  });
});

describe('page registry and the locale files', () => {
  const localeNamespaces = readdirSync(join(root, 'src/i18n/locales/en')).map((file) => file.replace(/\.json$/, ''));
  const pageNamespaces = new Set(pageList.flatMap((page) => (page.namespace ? [page.namespace] : [])));

  it('every locale file is a shared namespace or a page’s', () => {
    const shared: readonly string[] = sharedNamespaces;
    expect(
      localeNamespaces.filter((namespace) => !shared.includes(namespace) && !pageNamespaces.has(namespace)),
    ).toEqual([]);
  });

  it.each(languageCodes)('every page namespace has its %s file', (language) => {
    const files = readdirSync(join(root, 'src/i18n/locales', language));
    expect([...pageNamespaces].filter((namespace) => !files.includes(`${namespace}.json`))).toEqual([]);
  });
});

describe('routes, paths and links made from the registry', () => {
  const leafPath = (path: string) => matchRoutes(appRoutes, path)?.at(-1)?.route.path;

  it('routes every page path to its own route, and anything else to the not-found page', () => {
    expect(pagePaths.length).toBeGreaterThan(10);
    expect(pagePaths.filter((path) => leafPath(path) === '*')).toEqual([]);
    expect(leafPath('/no/such/page')).toBe('*');
    expect(leafPath('/l/octoss')).toBe('l/:code');
  });

  it('names the page the router will show, for the entry to load it at once (pageAt)', () => {
    // The page whose route the router matches: its leaf route was made from one of the page's paths (routes.tsx).
    const routedPage = (path: string) => {
      const leaf = matchRoutes(appRoutes, path)?.at(-1)?.route;
      const madeFrom = (each: string) => (each === '/' ? leaf?.index : each.replace(/^\//, '') === leaf?.path);
      return pageList.find((page) => page.paths.some(madeFrom))?.paths[0];
    };
    const addresses = [
      ...pagePaths,
      '/no/such/page',
      '/l/octoss',
      '/l/octoss/more',
      '/APP/Payouts',
      '/app/payouts/',
      '/app/',
    ];
    for (const path of addresses) expect(pageAt(path)?.paths[0], path).toBe(routedPage(path));
    expect(pageAt('/l/octoss')?.id).toBe('link-in-bio');
    expect(pageAt('/app/payouts/x')?.id).toBe('not-found');
  });

  it('lists each path once', () => {
    const all = pageList.flatMap((page) => page.paths);
    expect(all.filter((path, index) => all.indexOf(path) !== index)).toEqual([]);
  });

  it('prerenders no pattern and no page marked otherwise', () => {
    expect(prerenderPaths.filter(isPattern)).toEqual([]);
    expect(prerenderPaths).not.toContain(pages['link-in-bio'].examplePath);
    expect(prerenderPaths).toContain('/trustboard');
  });

  it('keeps the navigation of before: order, labels and addresses', () => {
    const links = (items: { labelKey: string; href: string }[]) => items.map((item) => `${item.labelKey} ${item.href}`);
    expect(links(headerItems)).toEqual(['nav.betaDeals /deals', 'nav.dashboard /app']);
    expect(links(productItems)).toEqual([
      'nav.payback /app/payback',
      'nav.trustboard /app/trustboard',
      'nav.referral /app/referral',
      'nav.value-zone /app/value-zone',
      'nav.promos /app/promos',
    ]);
    expect(links(footerItems)).toEqual([
      'pages.trustboard.title /trustboard',
      'pages.deals.title /deals',
      'pages.faq.title /app/faq',
      'pages.testnet.title /app/testnet',
    ]);
  });

  it('links only to paths of the page it names', () => {
    const strays = pageList.flatMap((page) =>
      Object.values(page.nav ?? {}).filter((entry) => entry.path !== undefined && !page.paths.includes(entry.path)),
    );
    expect(strays).toEqual([]);
  });
});
