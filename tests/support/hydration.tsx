import { Profiler, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act } from '@testing-library/react';

const roots: Root[] = [];

/**
 * Hydrates `element` over its own server HTML, as a prerendered page is, and returns the phases of
 * the commits it made meanwhile ('mount', then an 'update' for each render again).
 */
export async function commitsHydrating(element: ReactNode): Promise<string[]> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  const commits: string[] = [];
  await act(async () => {
    roots.push(
      hydrateRoot(
        container,
        <Profiler id="hydrating" onRender={(_id, phase) => commits.push(phase)}>
          {element}
        </Profiler>,
      ),
    );
  });
  return commits;
}

/** Unmounts what `commitsHydrating` hydrated and empties the document: for an `afterEach`. */
export function unmountHydrated(): void {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
}
