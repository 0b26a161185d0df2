import { beforeEach } from 'vitest';

/**
 * A clock for the mock (`useMockServer({ now: clock.now })`) that runs ahead when the test says so:
 * states the mock derives from time (a UID approved, a settlement paid) come when the test moves the
 * clock, not after seconds of real time that a busy machine stretches or overtakes. Back in step
 * before each test.
 */
export function useMockClock() {
  let ahead = 0;
  beforeEach(() => {
    ahead = 0;
  });
  return {
    now: () => Date.now() + ahead,
    advance: (ms: number) => {
      ahead += ms;
    },
  };
}
