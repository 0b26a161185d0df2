import { render, screen } from '@testing-library/react';
import {
  QueryClient,
  QueryClientProvider,
  useInfiniteQuery,
  useQuery,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { notYetShown, useDeferredInfiniteQuery, useDeferredQuery } from '@/api/useDeferredQuery';

const loaded = {
  data: ['new'],
  status: 'success',
  isPending: false,
  isLoading: false,
  isSuccess: true,
  isError: false,
  error: null,
  isFetching: false,
} as unknown as UseQueryResult<string[]>;

describe('notYetShown', () => {
  it('reads as still loading while the first data waits for its render, the rest as the query says', () => {
    const shown = notYetShown(loaded);
    expect([shown.data, shown.status, shown.isPending, shown.isSuccess]).toEqual([undefined, 'pending', true, false]);
    expect(shown.isFetching).toBe(false);
  });
});

type Seen = { arrived: boolean; pending: boolean };

/**
 * Renders `Probe` in a fresh query client until `text` shows, and gives back what each of its
 * renders saw: whether the data had arrived, and whether the deferred result still said pending.
 */
async function rendersUntil(text: string, Probe: (props: { seen: Seen[] }) => ReactNode): Promise<Seen[]> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const seen: Seen[] = [];
  render(
    <QueryClientProvider client={client}>
      <Probe seen={seen} />
    </QueryClientProvider>,
  );
  expect(await screen.findByText(text)).toBeInTheDocument();
  return seen;
}

describe('useDeferredQuery', () => {
  it('renders the first data in a render of its own, after an urgent one that still shows the loading state', async () => {
    const options = { queryKey: ['figures'], queryFn: () => Promise.resolve([1, 2, 3]) };
    const renders = await rendersUntil('1 2 3', function Figures({ seen }) {
      const arrived = useQuery(options).data !== undefined;
      const query = useDeferredQuery(options);
      seen.push({ arrived, pending: query.isPending });
      return query.isPending ? <p>loading</p> : <p>{query.data?.join(' ')}</p>;
    });
    expect(renders).toContainEqual({ arrived: true, pending: true });
    expect(renders.at(-1)).toEqual({ arrived: true, pending: false });
  });
});

describe('useDeferredInfiniteQuery', () => {
  it('renders the first page in a render of its own, after an urgent one that still shows the loading state', async () => {
    const options = {
      queryKey: ['pages'],
      queryFn: () => Promise.resolve([4, 5, 6]),
      initialPageParam: 1,
      getNextPageParam: () => undefined,
    };
    const renders = await rendersUntil('4 5 6', function Pages({ seen }) {
      const arrived = useInfiniteQuery(options).data !== undefined;
      const query = useDeferredInfiniteQuery(options);
      seen.push({ arrived, pending: query.isPending });
      return query.isPending ? <p>loading</p> : <p>{query.data?.pages.flat().join(' ')}</p>;
    });
    expect(renders).toContainEqual({ arrived: true, pending: true });
    expect(renders.at(-1)).toEqual({ arrived: true, pending: false });
  });
});
