import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { useDeferredQuery, withShownData } from '@/api/useDeferredQuery';

const loaded = { data: ['new'], status: 'success', isPending: false, isLoading: false, isSuccess: true, isError: false, error: null, isFetching: false } as unknown as UseQueryResult<string[]>;

describe('withShownData', () => {
  it('is the query itself when its data is what is shown', () => {
    expect(withShownData(loaded, loaded.data)).toBe(loaded);
  });

  it('reads as still loading while the first data waits for its render', () => {
    const shown = withShownData(loaded, undefined);
    expect([shown.data, shown.status, shown.isPending, shown.isSuccess]).toEqual([undefined, 'pending', true, false]);
    expect(shown.isFetching).toBe(false);
  });

  it('keeps the previous data, with the query\'s own flags, while newer data waits', () => {
    const shown = withShownData(loaded, ['old']);
    expect([shown.data, shown.isSuccess, shown.isPending]).toEqual([['old'], true, false]);
  });
});

describe('useDeferredQuery', () => {
  it('renders the arrived data in a render of its own, after an urgent one that still shows the loading state', async () => {
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
