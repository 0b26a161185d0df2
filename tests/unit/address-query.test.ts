import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module per test: it keeps the page's state. */
const fresh = async () => {
  vi.resetModules();
  return import('@/lib/addressQuery');
};

const settled = (promise: Promise<void>) =>
  Promise.race([promise.then(() => 'settled'), new Promise((resolve) => setTimeout(() => resolve('waiting'), 20))]);

describe('requests while hydration has the query off the address', () => {
  it('go at once when the query was never taken off', async () => {
    const address = await fresh();
    expect(await settled(address.addressWhole())).toBe('settled');
  });

  it('wait through the first page render and go once a page renders at the next location', async () => {
    const address = await fresh();
    address.queryTakenOff();
    address.pageRenderedAt('hydrated');
    address.pageRenderedAt('hydrated');
    expect(await settled(address.addressWhole())).toBe('waiting');
    address.pageRenderedAt('with-query');
    expect(await settled(address.addressWhole())).toBe('settled');
  });

  it('go when putting the query back failed', async () => {
    const address = await fresh();
    address.queryTakenOff();
    address.addressRestored();
    expect(await settled(address.addressWhole())).toBe('settled');
  });
});
