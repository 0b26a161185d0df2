// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routes } from '@octoss/contract/routes';
import { faultGroups, faultRoute, noFaults, takeRouteFault } from '@mocks/faults';

describe('faults of single routes (stories and tests)', () => {
  it('meet the named route alone, `times` requests, then the route answers as usual', () => {
    const faults = noFaults();
    faultRoute(faults, 'createClaim', { kind: '500', times: 2 });
    expect(takeRouteFault(faults, routes.getBalance)).toBeUndefined();
    expect(takeRouteFault(faults, routes.createClaim)).toMatchObject({ kind: '500' });
    expect(takeRouteFault(faults, routes.createClaim)).toMatchObject({ kind: '500' });
    expect(takeRouteFault(faults, routes.createClaim)).toBeUndefined();
  });

  it('without `times`, meet every request', () => {
    const faults = noFaults();
    faultRoute(faults, 'getBalance', { reshape: (balance) => ({ ...balance, minimumClaim: 50 }) });
    expect(takeRouteFault(faults, routes.getBalance)).toHaveProperty('reshape');
    expect(takeRouteFault(faults, routes.getBalance)).toHaveProperty('reshape');
  });

  it('set for groups, meet every route of those groups and no other', () => {
    const faults = noFaults();
    faultGroups(faults, ['payouts'], { kind: 'hang' });
    expect(takeRouteFault(faults, routes.getBalance)).toEqual({ kind: 'hang' });
    expect(takeRouteFault(faults, routes.createClaim)).toEqual({ kind: 'hang' });
    expect(takeRouteFault(faults, routes.getDashboard)).toBeUndefined();
  });
});
