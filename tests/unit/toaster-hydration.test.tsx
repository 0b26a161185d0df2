import { Profiler } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/Toaster';
import { dismissAllToasts, toast } from '@/lib/toast';

/**
 * The Toaster hydrates a prerendered page's HTML, which has no toast. With none raised it must not
 * render again once hydrated: React compares its store's snapshot then, and an unequal one makes it
 * render again at once, in the task that ends hydrating, on every page.
 */
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  dismissAllToasts();
  document.body.innerHTML = '';
});

async function hydrateToaster(): Promise<string[]> {
  const container = document.createElement('div');
  document.body.append(container);
  const commits: string[] = [];
  await act(async () => {
    root = hydrateRoot(
      container,
      <Profiler id="toaster" onRender={(_id, phase) => commits.push(phase)}>
        <Toaster />
      </Profiler>,
    );
  });
  return commits;
}

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
