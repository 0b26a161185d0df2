import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageList } from '@/app/pages';
import { sharedNamespaces } from '@/i18n';
import { languageCodes } from '@/i18n/languages';

/**
 * One area, one name: a product area's id (the page registry's, src/app/pages.ts) is its feature
 * folder, its i18n namespace, its stories' folder and its integration tests' folder. The folder
 * listing is the map; these checks keep it true in both directions (every area has each folder, and
 * no folder is left without an area).
 */
const root = join(import.meta.dirname, '../..');

const folders = (path: string) =>
  readdirSync(join(root, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The app shell (src/app): its pages, stories and the tests that span areas, not a feature. */
const shell = 'app';

/** Every product area the registry names: a page's own id, or the area it says it belongs to. */
const areas = [...new Set(pageList.map((page) => page.area ?? page.id))].filter((area) => area !== shell).sort();

const missing = (needed: string[], present: string[]) => needed.filter((name) => !present.includes(name));
const strays = (present: string[], allowed: string[]) => present.filter((name) => !allowed.includes(name));

describe('product areas: the folder listing is the map', () => {
  it('names its areas in kebab-case, the same spelling everywhere', () => {
    expect(areas.length).toBeGreaterThanOrEqual(15);
    expect(areas.filter((area) => !/^[a-z]+(-[a-z]+)*$/.test(area))).toEqual([]);
    expect(pageList.map((page) => page.id).filter((id) => !/^[a-z]+(-[a-z]+)*$/.test(id))).toEqual([]);
  });

  it('gives every page the namespace of its area (or common alone, for the shell)', () => {
    const others = pageList.filter((page) => page.namespace !== (page.area === shell ? null : (page.area ?? page.id)));
    expect(others.map((page) => page.id)).toEqual([]);
  });

  it('has a feature folder per area, and no other', () => {
    expect(missing(areas, folders('src/features'))).toEqual([]);
    expect(strays(folders('src/features'), areas)).toEqual([]);
  });

  it('loads each page from its area’s feature folder (the shell’s from src/app)', () => {
    const elsewhere = pageList.filter((page) => {
      const area = page.area ?? page.id;
      const source = page.load.toString();
      return area === shell ? source.includes('features/') : !source.includes(`features/${area}/`);
    });
    expect(elsewhere.map((page) => page.id)).toEqual([]);
  });

  it.each(languageCodes)('has a namespace file per area in %s, and no other but the shared ones', (language) => {
    const files = readdirSync(join(root, 'src/i18n/locales', language)).map((file) => file.replace(/\.json$/, ''));
    expect(missing(areas, files)).toEqual([]);
    expect(strays(files, [...areas, ...sharedNamespaces])).toEqual([]);
  });

  it('has a stories folder per area (besides the shell’s, the shared components’, the foundations’ and the support)', () => {
    const present = folders('stories');
    expect(missing([...areas, shell, 'components'], present)).toEqual([]);
    expect(strays(present, [...areas, shell, 'components', 'foundations', 'support'])).toEqual([]);
    const empty = areas.filter(
      (area) => !readdirSync(join(root, 'stories', area)).some((file) => file.endsWith('.stories.tsx')),
    );
    expect(empty).toEqual([]);
  });

  it('has an integration test folder per area (besides the shell’s, for tests that span areas)', () => {
    const present = folders('tests/integration');
    expect(missing([...areas, shell], present)).toEqual([]);
    expect(strays(present, [...areas, shell])).toEqual([]);
    const empty = [...areas, shell].filter(
      (area) =>
        !existsSync(join(root, 'tests/integration', area)) ||
        !readdirSync(join(root, 'tests/integration', area)).some((file) => file.endsWith('.test.tsx')),
    );
    expect(empty).toEqual([]);
  });
});

describe('the mock backend by the same areas', () => {
  /** Areas whose pages read no API of their own: the landing shows the Trustboard's figures. */
  const withoutApi = ['landing'];

  it('has mocks/areas/<area>/ per area with an API (and the shell’s: sign-in, session, the document), and no other', () => {
    const present = folders('mocks/areas');
    const expected = [...areas.filter((area) => !withoutApi.includes(area)), shell].sort();
    expect(present).toEqual(expected);
  });

  it('answers routes in every mock area (routes.ts), so each folder is an area of the API', () => {
    const empty = folders('mocks/areas').filter((area) => !existsSync(join(root, 'mocks/areas', area, 'routes.ts')));
    expect(empty).toEqual([]);
  });
});
