import { createContext, use } from 'react';

/** What the page registry (src/app/pages.ts) says of a page that its frame (PageFrame.tsx) shows. */
export type PageFacts = {
  namespace: string | null;
  robots?: string;
  /** The page's canonical path (its first), when it has one address: `/trustboard` names `/app/trustboard`. */
  canonicalPath?: string;
};

const PagesContext = createContext<Readonly<Record<string, PageFacts>>>({});

/**
 * Given by the app (src/app/AppProviders.tsx) from its registry: shared code cannot import src/app.
 * A module of its own, so that the providers (in the entry chunk) do not bring the frame with them.
 */
export const PagesProvider = PagesContext.Provider;

/** The registry's facts of one page, by its id. */
export function usePageFacts(page: string): PageFacts {
  const facts = use(PagesContext)[page];
  if (!facts) throw new Error(`PageFrame: ${page} is no page of the registry (src/app/pages.ts)`);
  return facts;
}
