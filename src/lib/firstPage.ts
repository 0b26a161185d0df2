import { afterNextPaint } from './afterNextPaint';
import { documentIsPrerendered, hydrationOver } from './hydration';

/**
 * When the first page has rendered and painted (never, if no page renders). Work that can wait
 * (the demo's mock backend, chunks fetched ahead) starts then, so its code does not compete with
 * the page's own.
 */
let markRendered = () => {};

/**
 * When the first page has committed. On a prerendered page this is the end of hydration: React
 * hydrates what is inside a Suspense boundary (the page is, src/app/layout/AppLayout.tsx) in a pass
 * of its own, after the layout's commit.
 */
export const firstPageRendered = new Promise<void>((resolve) => {
  markRendered = resolve;
});

export const firstPageShown = firstPageRendered.then(() => new Promise<void>((resolve) => afterNextPaint(resolve)));

let markReadsSettled = () => {};

/**
 * When the first page has shown what its first reads brought (or they have taken 5 s), and the
 * browser is idle (src/app/queryClient.ts, `whenFirstReadsSettle`). Work that competes with the
 * page's data for the network waits for this: the chunks of menus and dialogs fetched ahead, the
 * offline copy of the page, the build's answers asked for again. On a phone's connection each of
 * those requests queued before the page's own API requests and delayed its content.
 */
export const firstReadsSettled = new Promise<void>((resolve) => {
  markReadsSettled = resolve;
});

/** Called by the entry once the first page's reads have settled. */
export function readsSettled(): void {
  markReadsSettled();
}

/** Called once a page has committed (see `announced` in src/app/routes.tsx). */
export function pageRendered(): void {
  hydrationOver();
  markRendered();
}

/**
 * When the document has painted something: at once for prerendered HTML (the app's code only runs
 * after its first paint, public/paint-first.js), else once the first page has. For work off the main
 * thread (the demo backend's worker): it competes with the page only for the network, so it need not
 * wait for the app to hydrate.
 */
export const documentPainted: Promise<void> = documentIsPrerendered ? Promise.resolve() : firstPageShown;
