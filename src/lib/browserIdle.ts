import { nextTask } from './nextTask';

/**
 * Resolves at a moment the browser has nothing else to do (at most a second on), or in a task of
 * its own where it cannot say (Safari has no `requestIdleCallback`): for work that can wait behind
 * what the reader sees and does.
 */
export function browserIdle(): Promise<void> {
  return new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
    else void nextTask().then(resolve);
  });
}
