import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { errorCodes } from '@octoss/contract/errors';
import { ApiError } from '@/api/errors';
import { createQueryClient, retryQuery, startFromPrerenderedAnswers, whenFirstReadsSettle } from '@/app/queryClient';
import { answersBlock } from '@/lib/prerenderedAnswers';

const failure = (status: number, code: string) => new ApiError(status, { code, message: code });

describe('retries', () => {
  it('retry a query twice after a 5xx, a network error or a timeout', () => {
    for (const error of [
      failure(500, errorCodes.server),
      failure(0, errorCodes.network),
      failure(0, errorCodes.timeout),
      new TypeError('Failed to fetch'),
    ]) {
      expect([retryQuery(0, error), retryQuery(1, error), retryQuery(2, error)]).toEqual([true, true, false]);
    }
  });

  it('never retry a 4xx: the same request gets the same answer', () => {
    for (const status of [400, 404, 409, 422])
      expect(retryQuery(0, failure(status, errorCodes.validation))).toBe(false);
  });

  it('are the client default for queries, and mutations never retry by themselves', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(retryQuery);
    expect(defaults.mutations?.retry).toBe(false);
  });
});

describe('the answers a prerendered page was rendered with', () => {
  /** A page's HTML with one answer the build fetched long ago, as src/prerender/document.ts writes it. */
  function documentWith(queryKey: readonly unknown[], data: unknown) {
    const state = {
      data,
      dataUpdatedAt: 1,
      dataUpdateCount: 1,
      error: null,
      errorUpdatedAt: 0,
      errorUpdateCount: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success',
      fetchStatus: 'idle',
    };
    const answers = { mutations: [], queries: [{ queryKey, queryHash: JSON.stringify(queryKey), state }] };
    document.body.innerHTML = answersBlock(JSON.stringify(answers));
  }

  const key = ['faq', 'listFaq'] as const;

  /** A component reading the prerendered answer: `asked` records each time the backend is asked for it. */
  function readingTheBuildsAnswer(client: ReturnType<typeof createQueryClient>, asked: string[], label: string) {
    const observer = new QueryObserver(client, {
      queryKey: key,
      queryFn: () => {
        asked.push(label);
        return ['from the backend'];
      },
    });
    return { observer, unsubscribe: observer.subscribe(() => {}) };
  }

  it("are shown as they are while the page mounts, and asked for again once the page's reads have settled", async () => {
    documentWith(key, ['from the build']);
    const client = createQueryClient();
    let settle = () => {};
    const settled = new Promise<void>((resolve) => (settle = resolve));
    startFromPrerenderedAnswers(client, settled);
    const asked: string[] = [];
    const { observer, unsubscribe } = readingTheBuildsAnswer(client, asked, 'asked');
    // Mounting does not fetch: the build's answer is fresh until the page's reads have settled.
    expect(observer.getCurrentResult()).toMatchObject({ data: ['from the build'], isFetching: false });
    expect(asked).toEqual([]);
    settle();
    await vi.waitFor(() => expect(client.getQueryData(key)).toEqual(['from the backend']));
    expect(asked).toEqual(['asked']);
    unsubscribe();
  });

  it("wait for the page's own first reads before they are asked for again", async () => {
    documentWith(key, ['from the build']);
    const client = createQueryClient();
    startFromPrerenderedAnswers(client, whenFirstReadsSettle(client, Promise.resolve()));
    const asked: string[] = [];
    const { unsubscribe: unsubscribePrerendered } = readingTheBuildsAnswer(client, asked, 'prerendered');
    // The trader's own read, still on its way.
    let answer = (_value: string) => {};
    const own = new QueryObserver(client, {
      queryKey: ['dashboard', 'getDashboard'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    const unsubscribeOwn = own.subscribe(() => {});
    // The page has been shown: what the start chains on it has run by the next task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual([]);
    answer('the dashboard');
    await vi.waitFor(() => expect(client.getQueryData(key)).toEqual(['from the backend']));
    expect(asked).toEqual(['prerendered']);
    unsubscribePrerendered();
    unsubscribeOwn();
  });
});
