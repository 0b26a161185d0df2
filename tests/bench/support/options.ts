import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pagePaths } from '../../../src/app/pagePaths';

export const presetNames = ['mobile', 'desktop'] as const;
export type PresetName = (typeof presetNames)[number];

export type BenchOptions = { runs: number; pages: string[]; presets: PresetName[] };

/**
 * The Korean landing: `/ko/` once the build has a page of its own there (prerendered language
 * paths), else the landing asked for in Korean with `?lang=ko`, as the app reads languages today.
 */
export function koreanLanding(dist: string): string {
  return existsSync(join(dist, 'ko', 'index.html')) ? '/ko/' : '/?lang=ko';
}

/**
 * Every route of the page registry (src/app/pages.ts, as tests walk them: each real path, and a
 * pattern's example, the demo's Link-in-Bio profile `/l/octoss`), then the Korean landing.
 */
export const defaultPages = (dist: string) => [...pagePaths, koreanLanding(dist)];

/**
 * `npm run bench -- --runs 1 --pages /,/app/dashboard --preset mobile`: fewer runs, pages or presets
 * for a quick check. Defaults: 5 runs (or BENCH_RUNS), every route (defaultPages), both presets.
 */
export function benchOptions(
  args: readonly string[],
  dist: string,
  env: Record<string, string | undefined> = process.env,
): BenchOptions {
  const value = (flag: string) => {
    const at = args.indexOf(flag);
    if (at === -1) return args.find((arg) => arg.startsWith(`${flag}=`))?.slice(flag.length + 1);
    const next = args[at + 1];
    if (next === undefined || next.startsWith('--')) throw new Error(`${flag} needs a value`);
    return next;
  };
  const runs = Number(value('--runs') ?? env.BENCH_RUNS ?? 5);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be a whole number of at least 1, not ${value('--runs')}`);
  const pages =
    value('--pages')
      ?.split(',')
      .map((page) => page.trim())
      .filter(Boolean) ?? defaultPages(dist);
  if (pages.some((page) => !page.startsWith('/')))
    throw new Error('--pages takes paths that start with /, separated by commas');
  const preset = value('--preset');
  if (preset !== undefined && !presetNames.includes(preset as PresetName))
    throw new Error(`--preset is mobile or desktop, not ${preset}`);
  return { runs, pages, presets: preset === undefined ? [...presetNames] : [preset as PresetName] };
}

/** The page's address with the bench's query added (a page may carry a query of its own, `/?lang=ko`). */
export const withQuery = (page: string, query: string) =>
  `${page}${page.includes('?') ? '&' : '?'}${query.replace(/^\?/, '')}`;
