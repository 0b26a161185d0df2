let warm: Promise<void> | undefined;

/**
 * Initialises ICU's formatting data in a worker thread (icuWarmup.worker.ts), so the page's first
 * number or date formatter does not pay for it on the main thread. Started once, as early as the
 * entry runs; resolves when the worker has made its formatters, could not start (no workers, its
 * script not kept offline), or after `patienceMs`, so a start never waits on it for longer. Then the
 * main thread's first formatter pays what is left, as it would without the worker.
 */
export function warmUpIcu(patienceMs = 1000): Promise<void> {
  warm ??= new Promise<void>((resolve) => {
    const done = () => resolve();
    window.setTimeout(done, patienceMs);
    try {
      const worker = new Worker(new URL('./icuWarmup.worker.ts', import.meta.url), {
        type: 'module',
        name: 'icu-warm-up',
      });
      worker.addEventListener('message', done);
      worker.addEventListener('error', (event) => {
        event.preventDefault();
        done();
      });
    } catch {
      done();
    }
  });
  return warm;
}
