import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/Toaster';
import { dismissAllToasts, toast } from '@/lib/toast';
import { commitsHydrating, unmountHydrated } from '../support/hydration';

/**
 * The Toaster hydrates a prerendered page's HTML, which has no toast. With none raised it must not
 * render again once hydrated: React compares its store's snapshot then, and an unequal one makes it
 * render again at once, in the task that ends hydrating, on every page.
 */
afterEach(() => {
  unmountHydrated();
  dismissAllToasts();
});

const hydrateToaster = () => commitsHydrating(<Toaster />);

describe('Toaster while hydrating', () => {
  it('with no toast, renders once: the HTML it hydrates is what it shows', async () => {
    expect(await hydrateToaster()).toEqual(['mount']);
  });

  it('a toast raised before hydrating shows right after it', async () => {
    toast({ title: 'Saved' });
    // Then the toast's view, loaded on demand, commits again.
    expect((await hydrateToaster()).slice(0, 2)).toEqual(['mount', 'update']);
  });
});
