/**
 * What every axe scan of the tests asks for beyond its rules: only the violations, which are all a
 * test reads. axe then skips describing every node that passes (a unique selector and the HTML of
 * each), which took about 40 % of each scan of a page.
 */
export const violationsOnly = { resultTypes: ['violations' as const] };
