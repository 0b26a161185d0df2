import { dehydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { routes } from '@octoss/contract';
import { isSameForEveryReader } from '@octoss/contract/caching';
import { setTransport, type Transport } from '@/api/http';
import type { Language } from '@/i18n';

/** Answers a request as the backend would (the build's demo backend, in Node: tooling/prerender/demoContent.ts). */
export type Answerer = (request: Request) => Promise<Response>;

const origin = 'http://backend.invalid';

/** The API client's transport while the build renders: the answerer, in the page's language. */
function transportFor(answer: Answerer, language: Language): Transport {
  return (url, init) => {
    const request = new Request(new URL(url, origin), { method: init.method, headers: init.headers });
    request.headers.set('Accept-Language', language);
    // Only a success is kept (see answerReads): a failure fails its query, which the page shows in the browser.
    return answer(request);
  };
}

/** Whether the page would ask for the query now (a dependent query waits for what it depends on). */
function wanted(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** The route a query reads (key `[group, route, …]`), if it reads one of the table. */
function routeOf(query: Query): (typeof routes)[keyof typeof routes] | undefined {
  return (routes as Record<string, (typeof routes)[keyof typeof routes] | undefined>)[String(query.queryKey[1])];
}

/**
 * A read whose answer the contract says is the same for every reader, unless its query says the
 * build's answer would not be the browser's (`notInHtml`).
 */
export function readsTheSameForEveryone(query: Query): boolean {
  const route = routeOf(query);
  return route !== undefined && isSameForEveryReader(route) && query.meta?.notInHtml !== true;
}

/** Any read of the route table, the trader's own too. */
export function readsOfTheTable(query: Query): boolean {
  return routeOf(query) !== undefined;
}

/**
 * Fetches the reads of a kind (by default those the same for every reader) that the last render
 * asked for and nobody has tried yet; says whether any answered, so the page is worth rendering
 * again with them. A read that fails (an unknown profile's 404) is left to the browser: the page
 * renders it as it first would.
 */
export async function answerReads(
  client: QueryClient,
  answer: Answerer,
  language: Language,
  tried: Set<string>,
  kind: (query: Query) => boolean = readsTheSameForEveryone,
): Promise<boolean> {
  const waiting = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && !tried.has(query.queryHash) && wanted(query) && kind(query));
  if (waiting.length === 0) return false;
  const transport = setTransport(transportFor(answer, language));
  try {
    const outcomes = await Promise.allSettled(
      waiting.map((query) => {
        tried.add(query.queryHash);
        return query.fetch({ ...query.options, retry: false });
      }),
    );
    // A failed read would render as the page's error state: take it out, so the page waits for the browser.
    for (const query of waiting) if (query.state.status === 'error') client.getQueryCache().remove(query);
    return outcomes.some((outcome) => outcome.status === 'fulfilled');
  } finally {
    setTransport(transport);
  }
}

/**
 * The answers the page was rendered with, for the browser to start from: a snapshot of the build's,
 * which the browser asks for again once the page shows it (src/app/queryClient.ts).
 */
export function answersOf(client: QueryClient): DehydratedState | undefined {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && readsTheSameForEveryone(query),
  });
  if (state.queries.length === 0) return undefined;
  return { mutations: [], queries: state.queries };
}
