import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * `useIsHydrated` (src/lib/hydration.ts): what the HTML has while hydrating, the browser's value
 * right after; at once where nothing is hydrated. The module reads the document when it loads, so
 * each case loads it afresh over the document it describes.
 */
async function hydrationModuleOver(prerendered: boolean) {
  document.body.innerHTML = prerendered ? '<div id="root" data-prerendered></div>' : '<div id="root"></div>';
  vi.resetModules();
  return import('@/lib/hydration');
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useIsHydrated', () => {
  it('is true from the first render where there is nothing to hydrate', async () => {
    const { useIsHydrated } = await hydrationModuleOver(false);
    const seen: boolean[] = [];
    function Probe() {
      seen.push(useIsHydrated());
      return null;
    }
    render(<Probe />);
    expect(seen).toEqual([true]);
  });

  it('over prerendered HTML: false in the render that hydrates, true after it; true at once once hydration is over', async () => {
    const { useIsHydrated, hydrationOver: over } = await hydrationModuleOver(true);
    const seen: boolean[] = [];
    function Probe({ name }: { name: string }) {
      const hydrated = useIsHydrated();
      seen.push(hydrated);
      return <p>{`${name}: ${hydrated ? 'browser' : 'html'}`}</p>;
    }
    const { rerender } = render(<Probe name="layout" />);
    expect(seen[0]).toBe(false);
    expect(await screen.findByText('layout: browser')).toBeInTheDocument();
    act(over);
    seen.length = 0;
    rerender(
      <>
        <Probe name="layout" />
        <Probe name="later" />
      </>,
    );
    expect(screen.getByText('later: browser')).toBeInTheDocument();
    expect(seen).toEqual([true, true]);
  });
});
