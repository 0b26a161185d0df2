import { render, screen } from '@testing-library/react';
import {
  QueryClient,
  QueryClientProvider,
  useInfiniteQuery,
  useQuery,
  type UseQueryResult,
} from '@tanstack/react-query';
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

describe('useDeferredQuery', () => {
  it('renders the first data in a render of its own, after an urgent one that still shows the loading state', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const renders: { arrived: boolean; pending: boolean }[] = [];
    const options = { queryKey: ['figures'], queryFn: () => Promise.resolve([1, 2, 3]) };
    function Figures() {
      const arrived = useQuery(options).data !== undefined;
      const query = useDeferredQuery(options);
      renders.push({ arrived, pending: query.isPending });
      return query.isPending ? <p>loading</p> : <p>{query.data?.join(' ')}</p>;
    }
    render(
      <QueryClientProvider client={client}>
        <Figures />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('1 2 3')).toBeInTheDocument();
    expect(renders).toContainEqual({ arrived: true, pending: true });
    expect(renders.at(-1)).toEqual({ arrived: true, pending: false });
  });
});

describe('useDeferredInfiniteQuery', () => {
  it('renders the first page in a render of its own, after an urgent one that still shows the loading state', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const renders: { arrived: boolean; pending: boolean }[] = [];
    const options = {
      queryKey: ['pages'],
      queryFn: () => Promise.resolve([4, 5, 6]),
      initialPageParam: 1,
      getNextPageParam: () => undefined,
    };
    function Pages() {
      const arrived = useInfiniteQuery(options).data !== undefined;
      const query = useDeferredInfiniteQuery(options);
      renders.push({ arrived, pending: query.isPending });
      return query.isPending ? <p>loading</p> : <p>{query.data?.pages.flat().join(' ')}</p>;
    }
    render(
      <QueryClientProvider client={client}>
        <Pages />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('4 5 6')).toBeInTheDocument();
    expect(renders).toContainEqual({ arrived: true, pending: true });
    expect(renders.at(-1)).toEqual({ arrived: true, pending: false });
  });
});
