import { afterNextPaint } from './afterNextPaint';

/**
 * When the first page has rendered and painted (never, if no page renders). Work that can wait
 * (the demo's mock backend, chunks fetched ahead) starts then, so its code does not compete with
 * the page's own.
 */
let markShown = () => {};
export const firstPageShown = new Promise<void>((resolve) => {
  markShown = () => void afterNextPaint(resolve);
});

/** Called once a page has committed (see `page` in src/app/routes.tsx). */
export function pageRendered(): void {
  markShown();
}
