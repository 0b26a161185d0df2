import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * src/app/icuWarmup.ts: one worker, started once; the start waits for its word, its failure, or
 * its patience, never longer. A stand-in Worker (jsdom has none) records what it was given and
 * answers when the test says.
 */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.made.push(this);
  }
}

async function freshWarmUp() {
  vi.resetModules();
  return (await import('@/app/icuWarmup')).warmUpIcu;
}

const settledYet = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(0);
  return settled;
};

beforeEach(() => {
  vi.useFakeTimers();
  FakeWorker.made = [];
  vi.stubGlobal('Worker', FakeWorker);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('warmUpIcu', () => {
  it('starts one module worker of its own script, however often it is asked, and resolves when the worker says so', async () => {
    const warmUpIcu = await freshWarmUp();
    const warm = warmUpIcu();
    expect(warmUpIcu()).toBe(warm);
    expect(FakeWorker.made).toHaveLength(1);
    const [worker] = FakeWorker.made;
    expect(worker!.options.type).toBe('module');
    expect(String(worker!.url)).toMatch(/\/icuWarmup\.worker\.ts\b/);
    expect(await settledYet(warm)).toBe(false);
    worker!.dispatchEvent(new MessageEvent('message', { data: 'warm' }));
    expect(await settledYet(warm)).toBe(true);
  });

  it("resolves when the worker's script fails, and keeps that error from the console", async () => {
    const warm = (await freshWarmUp())();
    const failed = new Event('error', { cancelable: true });
    FakeWorker.made[0]!.dispatchEvent(failed);
    expect(failed.defaultPrevented).toBe(true);
    expect(await settledYet(warm)).toBe(true);
  });

  it('resolves after its patience when the worker never answers', async () => {
    const warm = (await freshWarmUp())(300);
    await vi.advanceTimersByTimeAsync(299);
    expect(await settledYet(warm)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settledYet(warm)).toBe(true);
  });

  it('resolves at once where there are no workers', async () => {
    vi.stubGlobal('Worker', undefined);
    expect(await settledYet((await freshWarmUp())())).toBe(true);
  });
});
