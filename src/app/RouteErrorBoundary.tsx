import { lazy, Suspense } from 'react';
import { useRouteError } from 'react-router';
import { paths } from './paths';

/**
 * The same words and ways out as the error screen, in plain elements: shown when the error screen's
 * own chunk cannot load (the network that failed the page's chunk failed it too).
 */
function PlainErrorScreen() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <main>
      <div role="alert">
        <h1>Unexpected Application Error!</h1>
        {detail && <pre>{detail}</pre>}
        <button type="button" onClick={() => window.location.reload()}>
          Reload
        </button>{' '}
        <a href={paths.landing()}>Back to home</a>
      </div>
    </main>
  );
}

// The error screen (and its buttons) loads only when a page fails: no page's first load carries it.
const RouteErrorScreen = lazy(() =>
  import('./RouteErrorScreen').then(
    (module) => ({ default: module.RouteErrorScreen }),
    () => ({ default: PlainErrorScreen }),
  ),
);

/** The routes' errorElement: src/app/RouteErrorScreen.tsx, loaded when a page throws while rendering or loading. */
export function RouteErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <RouteErrorScreen />
    </Suspense>
  );
}
