// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { faultsFromSearch, noFaults, takeFault } from '@mocks/faults';

const endpoint = 'GET http://localhost/api/faq?lang=en';

describe('mock fault switches', () => {
  it('read groups, kind, count, client timeout and latency from the page URL', () => {
    const faults = faultsFromSearch(
      '?mockFail=faq, payouts,nonsense&mockFault=timeout&mockFailTimes=3&mockTimeoutMs=800&mockDelay=0',
    );
    expect([...faults.fail]).toEqual(['faq', 'payouts']);
    expect(faults).toMatchObject({ kind: 'timeout', times: 3, clientTimeoutMs: 800, delayMs: 0 });
  });

  it('default to 500 on every request, the client keeping its own timeout', () => {
    const faults = faultsFromSearch('?mockFail=all&mockFault=teapot&mockTimeoutMs=0');
    expect(faults.fail.size).toBeGreaterThan(20);
    expect(faults).toMatchObject({ kind: '500', times: Infinity, clientTimeoutMs: undefined, delayMs: undefined });
  });

  it('fail only the first n requests of each endpoint of a failing group, then recover', () => {
    const faults = faultsFromSearch('?mockFail=faq&mockFault=network&mockFailTimes=2');
    const other = 'GET http://localhost/api/faq?lang=ko';
    expect([
      takeFault(faults, 'faq', endpoint),
      takeFault(faults, 'faq', other),
      takeFault(faults, 'faq', endpoint),
    ]).toEqual(['network', 'network', 'network']);
    expect(takeFault(faults, 'faq', endpoint)).toBeUndefined();
    expect(takeFault(faults, 'faq', other)).toBe('network');
    expect(takeFault(faults, 'ai', 'GET http://localhost/api/ai/assistants')).toBeUndefined();
  });

  it('never fail without a switch', () => {
    expect(takeFault(noFaults(), 'faq', endpoint)).toBeUndefined();
  });
});
