import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { groups } from '@octoss/contract/route';
import { pageList } from '@/app/pages';

/**
 * README's "Product areas" table is the one map between the spec's words and the code's names
 * (Partner Hub = `referral` + `profiles` + Link-in-Bio + `growth`). The lists here come from the
 * code itself, so a new folder, group, namespace or page must get a row, and a renamed one must
 * be renamed in the map too.
 */
const root = join(import.meta.dirname, '../..');

type Area = {
  area: string;
  folders: string[];
  groups: string[];
  namespaces: string[];
  paths: string[];
  others: string[];
};

const ticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

function readMap(): Area[] {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = readme.split(/^## Product areas$/m)[1]?.split(/^## /m)[0] ?? '';
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2);
  return rows.map((row) => {
    const [area = '', folder = '', group = '', namespace = '', path = '', other = ''] = row
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    const folderNames = ticked(folder);
    return {
      area,
      // `src/app` (the shell) is a place, not a feature folder.
      folders: folderNames.filter((name) => !name.includes('/')),
      groups: ticked(group),
      namespaces: ticked(namespace),
      paths: ticked(path),
      others: [...folderNames.filter((name) => name.includes('/')), ...ticked(other)],
    };
  });
}

const directories = (dir: string) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Page paths of the app's router: every path of the page registry (the 404 page's is `*`). */
const routerPaths = () => pageList.flatMap((page) => page.paths);

/** Names listed by more than one area. */
const listedTwice = (names: string[]) => names.filter((name, index) => names.indexOf(name) !== index);

const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

describe('the product areas map (README)', () => {
  const map = readMap();

  it('has a row per area with a name', () => {
    expect(map.length).toBeGreaterThanOrEqual(15);
    expect(map.filter((area) => !area.area || area.area === '---')).toEqual([]);
  });

  it('names every feature folder of src/features, and no other', () => {
    expect(sorted(map.flatMap((area) => area.folders))).toEqual(sorted(directories('src/features')));
    expect(listedTwice(map.flatMap((area) => area.folders))).toEqual([]);
  });

  it('gives every API group of the route table to exactly one area', () => {
    expect(sorted(map.flatMap((area) => area.groups))).toEqual(sorted(groups));
    expect(listedTwice(map.flatMap((area) => area.groups))).toEqual([]);
  });

  it('gives every i18n namespace to exactly one area', () => {
    const namespaces = readdirSync(join(root, 'src/i18n/locales/en')).map((file) => file.replace(/\.json$/, ''));
    expect(sorted(map.flatMap((area) => area.namespaces))).toEqual(sorted(namespaces));
    expect(listedTwice(map.flatMap((area) => area.namespaces))).toEqual([]);
  });

  it("lists the router's page paths", () => {
    expect(sorted(map.flatMap((area) => area.paths))).toEqual(sorted(routerPaths()));
  });

  it('names mock models, stories and tests that exist', () => {
    const others = map.flatMap((area) => area.others);
    expect(others.length).toBeGreaterThan(20);
    expect(others.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  it('has every page story in some area', () => {
    const stories = readdirSync(join(root, 'stories/pages')).map((file) => `stories/pages/${file}`);
    const listed = new Set(map.flatMap((area) => area.others));
    expect(stories.filter((story) => !listed.has(story))).toEqual([]);
  });
});
