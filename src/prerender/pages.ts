import { prerenderPaths } from '@/app/pagePaths';

/** The paths written as HTML at build time: the page registry's `prerender` pages (src/app/pages.ts). */
export function prerenderedPaths(): string[] {
  return [...prerenderPaths];
}
