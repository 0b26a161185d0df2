import { pagePaths } from '@/app/pagePaths';

/**
 * The paths written as HTML at build time. Every fixed path a visitor can open: a path with a
 * parameter in it (the Link-in-Bio profile, `/l/<code>`) has no one page to write. The one place
 * to switch to the page registry's `prerender` flag.
 */
export function prerenderedPaths(): string[] {
  return pagePaths.filter((path) => !path.startsWith('/l/'));
}
