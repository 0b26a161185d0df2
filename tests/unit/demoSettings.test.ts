// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoSettingsFromSearch, pageMessageSchema, workerReplySchema } from '@/demo/protocol';
import { faultsFrom } from '@mocks/faults';
import { pageReadsQuery } from '@/lib/addressQuery';

describe('the settings a page hands the demo backend', () => {
  it('are read from the address as README says, and survive the trip to the worker', () => {
    const settings = demoSettingsFromSearch(
      '?mockFail=payouts,nope&mockFault=timeout&mockFailTimes=2&mockTimeoutMs=90000&mockDelay=0',
    );
    expect(settings).toEqual({ fail: ['payouts'], fault: 'timeout', failTimes: 2, timeoutMs: 60_000, delayMs: 0 });
    // The message is cloned to the worker, which parses it again: it must come out the same.
    const message = pageMessageSchema.parse(structuredClone({ type: 'start', dataset: 'testnet', settings }));
    expect(message).toEqual({ type: 'start', dataset: 'testnet', settings });
    const faults = faultsFrom(settings);
    expect([...faults.fail]).toEqual(['payouts']);
    expect(faults).toMatchObject({ kind: 'timeout', times: 2, clientTimeoutMs: 60_000, delayMs: 0 });
  });

  it("carry the ledger proof's tamper switch, ?mockTamper=record|leaf|fork, to the worker", () => {
    const settings = demoSettingsFromSearch('?mockTamper=fork');
    expect(settings.tamper).toBe('fork');
    const message = pageMessageSchema.parse(structuredClone({ type: 'start', dataset: 'demo', settings }));
    expect(faultsFrom(message.type === 'start' ? message.settings : settings).tamper).toBe('fork');
    expect(demoSettingsFromSearch('?mockTamper=all').tamper).toBeUndefined();
  });

  it('leave everything at its default without switches', () => {
    expect(demoSettingsFromSearch('')).toEqual({
      fail: [],
      fault: '500',
      failTimes: undefined,
      timeoutMs: undefined,
      delayMs: undefined,
    });
    expect(faultsFrom(demoSettingsFromSearch('?mockFail=all')).fail.size).toBeGreaterThan(10);
  });

  it('and messages the worker does not know are refused, not guessed at', () => {
    expect(
      pageMessageSchema.safeParse({ type: 'start', dataset: 'new-account', settings: demoSettingsFromSearch('') })
        .success,
    ).toBe(false);
    expect(pageMessageSchema.safeParse({ type: 'drop-tables' }).success).toBe(false);
    expect(workerReplySchema.parse({ ok: true, restoredFrom: 'discarded' })).toEqual({
      ok: true,
      restoredFrom: 'discarded',
    });
  });
});

describe('a query of the demo backend’s switches alone', () => {
  const everySwitch =
    '?mockFail=payouts&mockFault=timeout&mockFailTimes=2&mockTimeoutMs=900&mockDelay=0&mockTamper=leaf';

  it('is read by the demo backend and no page: hydrating keeps it on the address', () => {
    // Each of them changes what the demo backend is told, and none is a query a page reads.
    expect(demoSettingsFromSearch(everySwitch)).not.toEqual(demoSettingsFromSearch(''));
    expect(pageReadsQuery(everySwitch)).toBe(false);
    expect(pageReadsQuery('')).toBe(false);
  });

  it('beside a tab or a filter is a query a page reads: it is taken off while the page hydrates', () => {
    expect(pageReadsQuery('?mockDelay=0&tab=alerts')).toBe(true);
    expect(pageReadsQuery('?status=DISCREPANCY')).toBe(true);
  });
});
