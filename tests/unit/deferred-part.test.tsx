import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * A part needed only once opened (src/components/deferred.tsx): its chunk is fetched ahead once the
 * first page's reads have settled (src/lib/firstPage.ts), so it never queues before the page's own
 * API requests, and at once when it is opened before that.
 */
describe('a deferred part', () => {
  // src/lib/firstPage.ts holds the page's moments for the whole app: each test starts a fresh one.
  beforeEach(() => vi.resetModules());

  async function partLoadedBy() {
    const { deferred } = await import('@/components/deferred');
    const { readsSettled } = await import('@/lib/firstPage');
    const load = vi.fn(async () => ({ default: ({ label }: { label: string }) => <p>{label}</p> }));
    return { Part: deferred(load), load, readsSettled };
  }

  const oneTask = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("is fetched ahead once the first page's reads have settled, not before", async () => {
    const { Part, load, readsSettled } = await partLoadedBy();
    render(<Part needed={false} label="menu" />);
    await oneTask();
    expect(load).not.toHaveBeenCalled();
    readsSettled();
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    // Fetched, not shown: nobody opened it.
    expect(screen.queryByText('menu')).toBeNull();
  });

  it('opened before then, loads and shows at once', async () => {
    const { Part } = await partLoadedBy();
    render(<Part needed label="menu" />);
    expect(await screen.findByText('menu')).toBeTruthy();
  });
});
