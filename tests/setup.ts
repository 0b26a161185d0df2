import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait for a state, not a time: allow for a machine that other work loads (the
// default 1 s failed first renders under load). A state that never comes still fails the test.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  if (typeof window !== 'undefined') window.localStorage.clear();
});

// jsdom has no layout: scrolling is a no-op there.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView)
  Element.prototype.scrollIntoView = () => undefined;
