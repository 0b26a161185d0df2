/**
 * Hydration renders a prerendered page for its path alone and gives the router the query (a filter,
 * a tab, a page number) right after (src/main.tsx). A request the page makes in between asks for
 * the view without the query, and its answer would show for a moment on a shared link to, say, the
 * Trustboard's discrepancies. So while the query is off the address, requests wait (the entry's
 * request hook awaits `addressWhole()`), until a page has rendered at the address with its query:
 * by then the page's queries ask for the view the address names.
 */
let whole: Promise<void> = Promise.resolve();
let markWhole: (() => void) | undefined;

/** The query was taken off the address for hydration: requests wait from now on. */
export function queryTakenOff(): void {
  whole = new Promise((resolve) => (markWhole = resolve));
}

/** The location of the first page rendered: the one hydration rendered, without the query. */
let firstKey: string | undefined;

/**
 * A page has rendered at the location `key` names (see `announced` in src/app/routes.tsx). At any
 * location but the first the query is back (or the reader has gone elsewhere already): requests go.
 */
export function pageRenderedAt(key: string): void {
  firstKey ??= key;
  if (key !== firstKey) addressRestored();
}

/** Requests go; also when putting the query back failed, so that none waits for ever. */
export function addressRestored(): void {
  markWhole?.();
  markWhole = undefined;
}

/** When requests may go: at once, unless hydration has the query off the address. */
export const addressWhole = (): Promise<void> => whole;

/**
 * Whether a page reads anything of the query `search`. The demo backend's switches (`?mockDelay=0`,
 * `?mockFail=`, all named `mock…`: src/demo/protocol.ts) are read from the address by the demo
 * backend, never by a page: a prerendered page opened with those alone hydrates with the query on
 * the address, with no navigation to put it back and no request waiting for one.
 */
export function pageReadsQuery(search: string): boolean {
  return [...new URLSearchParams(search).keys()].some((name) => !name.startsWith('mock'));
}
