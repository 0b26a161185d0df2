import type { Page } from '@playwright/test';

/**
 * The tabs of every tab row that are cut by its scrolling box or the screen: the first tab and the
 * chosen one must show whole (a row may scroll to the others). Each as "row label: tab text".
 */
export function clippedTabs(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[role="tablist"]')].flatMap((list) => {
      const scroller = list.parentElement ?? list;
      const box = scroller.getBoundingClientRect();
      const tabs = [...list.querySelectorAll('[role="tab"]')];
      const shown = [tabs[0], tabs.find((tab) => tab.getAttribute('aria-selected') === 'true')];
      return [...new Set(shown)].flatMap((tab) => {
        if (!tab) return [];
        const rect = tab.getBoundingClientRect();
        const inside =
          rect.left >= Math.max(box.left, 0) - 0.5 &&
          rect.right <= Math.min(box.right, document.documentElement.clientWidth) + 0.5;
        return inside ? [] : [`${list.getAttribute('aria-label') ?? 'tabs'}: ${tab.textContent ?? ''}`];
      });
    }),
  );
}
