import type { Page } from '@playwright/test';
import { canonicalPathOf, standalonePaths } from '../../../src/app/pagePaths';
import { axeViolations, expect } from './fixtures';

/**
 * Client-side navigation, as the router sees Back/Forward: push the entry and fire popstate. The
 * router reads its position from `history.state.idx`, so the entry carries the next one. Walking
 * every route this way skips reloading the app and the mock worker for each page. It returns once
 * the new page is rendered (its canonical link names the page's canonical path: the registry's
 * first, so `/app/dashboard` shows `/app`'s) and, with `settle`, once its data is in: nothing is
 * loading and the page has stopped changing.
 */
export async function navigate(page: Page, path: string, { settle = true } = {}): Promise<void> {
  await page.evaluate((to) => {
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx };
    window.history.pushState(state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
  }, path);
  const expected = canonicalPathOf(path.split(/[?#]/)[0]!);
  await page
    .waitForFunction(
      (pathname) => {
        const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
        return Boolean(canonical) && new URL(canonical!).pathname === pathname;
      },
      expected,
      { timeout: 30_000 },
    )
    .catch((error: Error) => {
      throw new Error(`${path}: the canonical link never named ${expected}\n${error.message}`);
    });
  if (settle) await settled(page);
}

/** Waits until nothing on the page is loading and it has stopped changing. */
export async function settled(page: Page): Promise<void> {
  const loading = 'main .MuiSkeleton-root, [aria-busy="true"]';
  await page
    .waitForFunction((selector) => !document.querySelector(selector), loading, { timeout: 30_000 })
    .catch(async (error: Error) => {
      const still = await page.evaluate(
        (selector) => [...document.querySelectorAll(selector)].map((element) => element.outerHTML.slice(0, 160)),
        loading,
      );
      throw new Error(`still loading after 30 s: ${still.join(' | ')}\n${error.message}`);
    });
  await domQuiet(page);
}

/** Resolves once the page has not changed for `quietMs`: late renders (data, enabled buttons) are in. */
export async function domQuiet(page: Page, quietMs = 150): Promise<void> {
  await page.evaluate(
    (quiet) =>
      new Promise<void>((resolve) => {
        let timer = window.setTimeout(done, quiet);
        const observer = new MutationObserver(() => {
          window.clearTimeout(timer);
          timer = window.setTimeout(done, quiet);
        });
        function done() {
          observer.disconnect();
          resolve();
        }
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
    quietMs,
  );
}

/** What a screen reader user needs from every page that axe's WCAG rules do not ask for. */
export async function structureProblems(page: Page, { chrome = true } = {}): Promise<string[]> {
  return page.evaluate((withChrome) => {
    const problems: string[] = [];
    const visible = (element: Element) =>
      !element.closest('[aria-hidden="true"], [hidden]') && (element as HTMLElement).offsetParent !== null;
    const h1s = [...document.querySelectorAll('h1, [role="heading"][aria-level="1"]')].filter(visible);
    if (h1s.length !== 1) problems.push(`${h1s.length} h1 headings`);
    const landmarks: Record<string, string> = { main: 'main, [role="main"]' };
    if (withChrome) {
      Object.assign(landmarks, {
        banner: 'header:not(main header, article header, section header), [role="banner"]',
        navigation: 'nav, [role="navigation"]',
        contentinfo: 'footer:not(main footer, article footer, section footer), [role="contentinfo"]',
      });
    }
    for (const [name, selector] of Object.entries(landmarks)) {
      if (![...document.querySelectorAll(selector)].some(visible)) problems.push(`no ${name} landmark`);
    }
    for (const table of document.querySelectorAll('table')) {
      const named =
        table.querySelector('caption')?.textContent?.trim() ||
        table.getAttribute('aria-label')?.trim() ||
        table.getAttribute('aria-labelledby');
      if (!named) problems.push(`a table without a caption or name: ${table.textContent?.slice(0, 40)}`);
    }
    const firstFocusable = document.querySelector('a[href], button, input, select, textarea, [tabindex="0"]');
    const skip = firstFocusable?.getAttribute('href');
    if (withChrome && !(skip?.startsWith('#') && document.getElementById(skip.slice(1))))
      problems.push('the first focusable element is not a skip link to the content');
    return problems;
  }, chrome);
}

/** Standalone pages (the public profiles, /l/…) have no header, navigation or footer to hold to the landmark rules. */
export const hasChrome = (path: string): boolean => !standalonePaths.includes(path);

/** One route's check: axe's WCAG and best-practice rules (heading order, landmarks) plus the structure above. */
export async function expectAccessibleRoute(page: Page, label: string, options?: { chrome?: boolean }): Promise<void> {
  expect.soft(await axeViolations(page, undefined, ['best-practice']), `axe on ${label}`).toEqual([]);
  expect.soft(await structureProblems(page, options), `structure of ${label}`).toEqual([]);
}
