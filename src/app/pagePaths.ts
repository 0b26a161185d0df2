import { isPattern, pageList } from './pages';

/** Every path a visitor can open, for tests that walk them all: a pattern stands in as its example. */
export const pagePaths: readonly string[] = pageList.flatMap((page) => {
  const real = page.paths.filter((path) => !isPattern(path));
  return real.length > 0 ? real : page.examplePath ? [page.examplePath] : [];
});

/** Paths shown without the app's header and footer. */
export const standalonePaths: readonly string[] = pageList
  .filter((page) => page.standalone)
  .flatMap((page) => page.examplePath ?? page.paths);

/** The paths the build prerenders (per language): patterns have no single page to write. */
export const prerenderPaths: readonly string[] = pageList
  .filter((page) => page.prerender)
  .flatMap((page) => page.paths.filter((path) => !isPattern(path)));

/**
 * The path a page's canonical link names when `path` is opened: the registry's first path of its
 * page (`/app/dashboard` → `/app`), or `path` itself for a page whose first path is a pattern.
 */
export function canonicalPathOf(path: string): string {
  const page = pageList.find((entry) => entry.paths.includes(path));
  return page && !isPattern(page.paths[0]!) ? page.paths[0]! : path;
}
