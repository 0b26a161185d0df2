import { hydrate, MutationCache, QueryCache, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { errorCodes } from '@octoss/contract/errors';
import { isApiError } from '@/api/errors';
import { dismissTopic, toast } from '@/lib/toast';
import { i18next } from '@/i18n';
import { takePrerenderedAnswers } from '@/lib/prerenderedAnswers';
import { browserIdle } from '@/lib/browserIdle';

/** A query or mutation that wants a toast on failure names its texts (i18n keys) in its meta. */
export type ErrorToastMeta = { errorToast?: { titleKey: string; descriptionKey?: string } };

/**
 * A read the same for every reader whose answer the build still leaves out of the HTML
 * (src/prerender/publicReads.ts), because the build's answer would not be the browser's.
 */
export type NotInHtmlMeta = { notInHtml?: boolean };

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorToastMeta & NotInHtmlMeta;
    mutationMeta: ErrorToastMeta;
  }
}

function toastFor(error: unknown, meta: ErrorToastMeta | undefined, topic: string) {
  // A 401 is said once, by the sign-in prompt (components/SignInPrompt.tsx), not by every query.
  if (!meta?.errorToast || (isApiError(error) && error.status === 401)) return;
  const { titleKey, descriptionKey } = meta.errorToast;
  // A full storage is no fault of this write: say what happened and what helps.
  const storageFull = isApiError(error) && error.code === errorCodes.storageFull;
  toast({
    title: i18next.t(titleKey),
    description: storageFull ? i18next.t('common:errors.storageFull') : descriptionKey && i18next.t(descriptionKey),
    severity: 'error',
    topic,
  });
}

/** A write refused offline (src/api/requestHook.ts) says so, whatever the mutation's own texts. */
function offlineWrite(error: unknown): boolean {
  return isApiError(error) && error.status === 0 && typeof navigator !== 'undefined' && !navigator.onLine;
}

/** A failed load's toast is about that query: once a retry loads it, the toast has nothing left to say. */
const queryTopic = (queryHash: string) => `query:${queryHash}`;

/** Queries try 3 times in all: 4xx answers (a 401 too: it asks the user to sign in instead) will not change on retry; network faults, timeouts and 5xx may. */
export function retryQuery(failureCount: number, error: unknown): boolean {
  return !(isApiError(error) && error.isClientError) && failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // A first load that fails is said once, by the part's error state (QueryPart: an alert with
      // Try again); the toast speaks only when a refresh fails behind data the page still shows.
      onError: (error, query) => {
        if (query.state.data !== undefined) toastFor(error, query.meta, queryTopic(query.queryHash));
      },
      onSuccess: (_data, query) => dismissTopic(queryTopic(query.queryHash)),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        offlineWrite(error)
          ? toast({
              title: i18next.t('common:offline.writeTitle'),
              description: i18next.t('common:offline.writeDescription'),
              severity: 'error',
              topic: 'offline',
            })
          : toastFor(
              error,
              mutation.meta,
              `mutation:${mutation.options.mutationKey?.join('/') ?? mutation.mutationId}`,
            ),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: retryQuery,
        retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 4000),
      },
      // Never retry a mutation by itself: a claim must not be sent twice behind the user's back.
      mutations: { retry: false },
    },
  });
}

/** How long the first reads are waited for at most. */
const settleCapMs = 5000;

/** Resolves once no query is fetching (or `capMs` has passed). */
function noneFetching(client: QueryClient, capMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = window.setTimeout(done, capMs);
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() === 0) done();
    });
    if (client.isFetching() === 0) done();
  });
}

/**
 * Resolves once the page is `shown`, then no query is fetching (its first reads have come and
 * rendered, or 5 s have passed), then the browser is idle: when work that can wait may compete
 * with the page for the network and the main thread (src/lib/firstPage.ts, `firstReadsSettled`).
 */
export function whenFirstReadsSettle(client: QueryClient, shown: Promise<void>, capMs = settleCapMs): Promise<void> {
  return shown.then(() => noneFetching(client, capMs)).then(browserIdle);
}

/**
 * Puts the answers a prerendered page was rendered with (src/prerender/publicReads.ts) in the
 * cache before the page hydrates, so its first render shows what the HTML shows. They are the
 * build's snapshot, asked for again once the page's own first reads have `settled`, not before.
 * React's rule for `useSyncExternalStore`: a render that read a query whose state changes before
 * the render completes is done again, all of it, at once. Asked as the page mounts, the answer
 * changed the state its components had just rendered, in the task that ends hydrating; asked as
 * soon as the page showed, it came while the trader's own first answer rendered in slices
 * (useDeferredQuery) and changed a state that render had read, even when only its fetching flags
 * changed, which react-query tells no component that does not read them: Promos, Playbook and
 * Settlements rendered the whole page again at once (15 to 25 ms here, four times that on a phone).
 * Asked once the reads have settled, an answer re-renders only what reads a field it changed, and
 * nothing when the backend answers what the build did.
 */
export function startFromPrerenderedAnswers(client: QueryClient, settled: Promise<void>): void {
  const answers = takePrerenderedAnswers() as DehydratedState | undefined;
  if (!answers) return;
  const now = Date.now();
  hydrate(client, {
    ...answers,
    queries: answers.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  });
  const hashes = new Set(answers.queries.map((query) => query.queryHash));
  void settled.then(() => client.invalidateQueries({ predicate: (query) => hashes.has(query.queryHash) }));
}
