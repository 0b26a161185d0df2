/**
 * When the first page has rendered and painted. Work that can wait (the demo's mock backend) starts
 * then, so its code does not compete with the page's own. After a few seconds it resolves anyway,
 * so whatever waits for it always runs, even when no page could render.
 */
let markShown = () => {};
export const firstPageShown = new Promise<void>((resolve) => {
  markShown = () => requestAnimationFrame(() => setTimeout(resolve, 0));
  setTimeout(resolve, 3000);
});

/** Called once a page has committed (see `page` in routes.tsx). */
export function pageRendered(): void {
  markShown();
}
