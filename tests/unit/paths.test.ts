// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageRoutes, paths } from '@/app/paths';
import { pages } from '@/app/pages';
import { profilePath } from '@/domain/referral';

/**
 * src/app/paths.ts is the one place page paths are written: the registry takes its paths from it
 * and every link is made with it, so a page that moves moves everywhere.
 */
const root = join(import.meta.dirname, '../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/**
 * A page path in a string or template literal: `'/app/…'`, `'/deals'`, `'/trustboard'`, `` `/l/${…}` ``,
 * or the home page as a link target. A file of the build (`'/app-shell.html'`) is no page path.
 */
const handTyped = /(['"`])\/(app\b(?!-)|deals\b|trustboard\b|l\/)|\b(to|href)="\/"|\}\/app\//;

/** The server's own statement of a profile's address (the mock's libUrl), which the app's link must equal. */
const allowed = ['src/app/paths.ts', 'src/domain/referral.ts'];

describe('the paths module', () => {
  it('is where the registry takes every page’s paths', () => {
    for (const [id, page] of Object.entries(pages))
      expect(page.paths, id).toBe(pageRoutes[id as keyof typeof pageRoutes]);
  });

  it('makes the links of before, with their queries and hashes', () => {
    expect([
      paths.landing(),
      paths.dashboard(),
      paths.payback({ onboard: true }),
      paths.payback({ onboard: true, ref: 'OCTOSS-7F3K' }),
      paths.trustboard({ filter: 'discrepancy' }),
      paths.trustboard({ period: '2026-10-01_2026-10-31' }),
      paths.publicTrustboard(),
      paths.payouts({ tab: 'history' }),
      paths.referral({ utm: 'builder' }),
      paths.playbook('first-claim'),
      paths['value-zone']({ tab: 'guide' }),
      paths.promos({ tab: 'alerts' }),
      paths.deals(),
      paths['link-in-bio']('OCTOSS-7F3K'),
    ]).toEqual([
      '/',
      '/app',
      '/app/payback?onboard=true',
      '/app/payback?onboard=true&ref=OCTOSS-7F3K',
      '/app/trustboard?filter=discrepancy',
      '/app/trustboard?period=2026-10-01_2026-10-31',
      '/trustboard',
      '/app/payouts?tab=history',
      '/app/referral?utm=builder',
      '/app/playbook#first-claim',
      '/app/value-zone?tab=guide',
      '/app/promos?tab=alerts',
      '/deals',
      '/l/octoss-7f3k',
    ]);
  });

  it('gives a public profile the address the server states for it', () => {
    for (const code of ['OCTOSS-7F3K', 'octoss', 'Trader-42'])
      expect(paths['link-in-bio'](code)).toBe(profilePath(code));
  });

  it('is the only place in src/ a page path is typed', () => {
    const strays = sourceFiles('src')
      .filter((file) => !allowed.includes(file))
      .flatMap((file) =>
        readFileSync(join(root, file), 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            handTyped.test(line) && !/^\s*(\/\*|\*|\/\/)/.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(strays).toEqual([]);
  });
});
