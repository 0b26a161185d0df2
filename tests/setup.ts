import { afterEach } from 'vitest';

// The DOM's test tools load only in a file that has a DOM (jsdom, the default). A file on Node's
// environment (`// @vitest-environment node`: the contract, the ledger, the linters, the rules)
// renders nothing, and loading Testing Library, and React DOM with it, for each of those files
// was time spent for nothing.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');

  // findBy*/waitFor wait for a state, not a time: allow for a machine that other work loads (the
  // default 1 s failed first renders under load). A state that never comes still fails the test.
  configure({ asyncUtilTimeout: 15_000 });

  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });

  // jsdom has no layout: scrolling is a no-op there.
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
}
