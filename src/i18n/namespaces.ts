/**
 * The namespaces every page uses, loaded at start: `tiers` (tier names and payout cadences) is
 * every feature's, like `common`. A page's own namespace is named by the page registry
 * (src/app/pages.ts) and loads with its chunk; tests/unit/page-registry.test.ts holds every
 * locale file to one or the other. The build puts a language's shared namespaces in one chunk
 * (tooling/vite/shared-chunks.ts).
 */
export const sharedNamespaces = ['common', 'tiers'] as const;
