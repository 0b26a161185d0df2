// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** msw's worker script is Storybook's alone (stories use msw; the site's demo backend is a worker of its own). */
describe("msw's worker script", () => {
  const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as { msw?: { workerDirectory?: string[] } };
  const directory = packageJson.msw?.workerDirectory?.[0] ?? '';

  it('lives where only Storybook serves it, and npm keeps it current (msw.workerDirectory)', () => {
    expect(packageJson.msw?.workerDirectory).toEqual(['.storybook/public']);
    expect(readFileSync('.storybook/main.ts', 'utf8')).toMatch(/staticDirs:\s*\[[^\]]*'\.\/public'/);
    // Not in public/, which every build of the site copies.
    expect(existsSync('public/mockServiceWorker.js')).toBe(false);
  });

  it('is the installed msw version', () => {
    const worker = readFileSync(`${directory}/mockServiceWorker.js`, 'utf8');
    const installed = (JSON.parse(readFileSync('node_modules/msw/package.json', 'utf8')) as { version: string })
      .version;
    expect(/PACKAGE_VERSION = '([^']+)'/.exec(worker)?.[1]).toBe(installed);
  });
});
