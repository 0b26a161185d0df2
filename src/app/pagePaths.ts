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

/** Whether `pattern` (a registry path: `:param` is one segment, `*` the rest) matches `path`, case aside as the router does. */
function matchesPath(pattern: string, path: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const given = path.split('/').filter(Boolean);
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*') return true;
    const part = given[index];
    if (part === undefined) return false;
    if (!segment.startsWith(':') && segment.toLowerCase() !== part.toLowerCase()) return false;
  }
  return wanted.length === given.length;
}

/**
 * The page the router will show at `path` (relative to its basename): a page with that exact path
 * first, then one whose pattern matches (the not-found page's `*` last of all, as it is listed last).
 * The entry starts loading that page's chunk with its own (src/main.tsx), before the router is in.
 */
export function pageAt(path: string): (typeof pageList)[number] | undefined {
  return (
    pageList.find((page) => page.paths.some((each) => !isPattern(each) && matchesPath(each, path))) ??
    pageList.find((page) => page.paths.some((each) => matchesPath(each, path)))
  );
}
