import type { Page } from '@playwright/test';

/**
 * Text a reader cannot see whole: every visible run of text is measured (a Range over the text
 * node, so a nowrap span inside a wider block counts by its real extent) and reported when it
 * reaches past the viewport, or past the edge of a box around it: an ancestor that clips
 * (overflow other than visible), or one that draws an edge (a card, chip, button, alert, or any
 * element with a border). Horizontal scroll regions are left alone: their content is meant to
 * scroll. One line per finding: the text, how far it sticks out, and what it sticks out of.
 * `within`: only the text inside the elements matching it (an open dialog). `vertical`: also text
 * past the top or bottom of a box that clips or draws an edge (a fixed height that larger line
 * heights outgrow; WCAG 1.4.12), vertical scroll regions left alone, and text past the side of a
 * region that scrolls down (a dialog's content) counts: only tables and tab strips scroll sideways.
 */
export async function clippedText(
  page: Page,
  { within = 'body', vertical = false }: { within?: string; vertical?: boolean } = {},
): Promise<string[]> {
  return page.evaluate(
    ({ within, vertical }) => {
      const viewportWidth = document.documentElement.clientWidth;
      const tolerance = 1;
      const findings: string[] = [];
      const scrollSelector = '.MuiTableContainer-root, .MuiTabs-scroller, [data-scrolls-sideways]';
      const boxSelector = '.MuiPaper-root, .MuiChip-root, .MuiButtonBase-root, .MuiAlert-root, .MuiInputBase-root';
      const describe = (element: Element) => {
        const label = element.getAttribute('aria-label') ?? element.getAttribute('data-testid');
        const className = [...element.classList].find((name) => name.startsWith('Mui') && !name.includes('-'));
        return `${element.tagName.toLowerCase()}${className ? `.${className}` : ''}${label ? `[${label}]` : ''}`;
      };
      const nodes = [...document.querySelectorAll(within)].flatMap((root) => {
        const found: Node[] = [];
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node);
        return found;
      });
      for (const node of nodes) {
        const text = node.textContent?.trim();
        const parent = node.parentElement;
        if (!text || !parent || parent.closest('script, style, noscript, [aria-hidden="true"], [hidden]')) continue;
        const style = getComputedStyle(parent);
        if (style.visibility === 'hidden' || style.display === 'none') continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const rect = range.getBoundingClientRect();
        // Not rendered, or visually hidden for screen readers only (1x1 clipped).
        if (rect.width <= 1 || rect.height <= 1) continue;
        const report = (what: string, by: number) =>
          findings.push(`"${text.slice(0, 50)}" ${Math.round(by)}px past ${what}`);
        let reported = false;
        let scrolls = false;
        for (let box: Element | null = parent; box && box !== document.body && !reported; box = box.parentElement) {
          const boxStyle = getComputedStyle(box);
          // A box that scrolls down also computes overflow-x auto: in the reflow check only a region
          // meant to scroll sideways (a table's container, a tab strip) is left alone.
          const sideways = !vertical || box.matches(scrollSelector);
          if ((boxStyle.overflowX === 'auto' || boxStyle.overflowX === 'scroll') && sideways) {
            scrolls = true;
            break;
          }
          if (boxStyle.position === 'fixed') break;
          const scrollsDown = boxStyle.overflowY === 'auto' || boxStyle.overflowY === 'scroll';
          const clips = boxStyle.overflowX !== 'visible';
          const bordered =
            Number.parseFloat(boxStyle.borderLeftWidth) > 0 && Number.parseFloat(boxStyle.borderRightWidth) > 0;
          if (!clips && !bordered && !box.matches(boxSelector)) continue;
          const edge = box.getBoundingClientRect();
          const past = Math.max(rect.right - edge.right, edge.left - rect.left);
          if (past > tolerance) {
            report(`its ${clips ? 'clipping ' : ''}box ${describe(box)}`, past);
            reported = true;
          } else if (vertical && !scrollsDown) {
            const below = Math.max(rect.bottom - edge.bottom, edge.top - rect.top);
            if (below > tolerance) {
              report(
                `the ${rect.bottom > edge.bottom ? 'bottom' : 'top'} of its ${clips ? 'clipping ' : ''}box ${describe(box)}`,
                below,
              );
              reported = true;
            }
          }
          if (vertical && scrollsDown) break;
        }
        if (!reported && !scrolls && rect.right > viewportWidth + tolerance)
          report('the viewport', rect.right - viewportWidth);
      }
      return [...new Set(findings)];
    },
    { within, vertical },
  );
}

/** How far the end of the page (the footer) stays under the fixed or sticky bottom bar when scrolled to the end. */
export async function footerCoveredBy(page: Page, bar: string): Promise<number> {
  return page.evaluate((selector) => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const footer = document.querySelector('footer');
    const barElement = document.querySelector(selector);
    if (!footer || !barElement || getComputedStyle(barElement).display === 'none') return 0;
    // Whole pixels: sticky positioning leaves sub-pixel rounding between the two edges.
    return Math.max(0, Math.round(footer.getBoundingClientRect().bottom - barElement.getBoundingClientRect().top));
  }, bar);
}
