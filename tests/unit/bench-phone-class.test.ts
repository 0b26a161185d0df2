// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { phoneAtFourTimes } from '../bench/support/phoneClass';

describe("which phone Lighthouse's 4x makes of the machine (Lighthouse's calibration guide)", () => {
  it('is its mid-tier phone on a machine of its high-end desktop class, 1,500 to 2,000', () => {
    expect(phoneAtFourTimes(1500)).toMatch(/its mid-tier phone$/);
    expect(phoneAtFourTimes(1611)).toMatch(/high-end desktop class, where the phone's 4x is its mid-tier phone/);
    expect(phoneAtFourTimes(2000)).toMatch(/its mid-tier phone$/);
  });

  it('is a faster phone on a faster machine, and a slower one on a slower machine', () => {
    expect(phoneAtFourTimes(3774)).toMatch(/a faster phone than its mid-tier one/);
    expect(phoneAtFourTimes(1499)).toMatch(/low-end desktop class, where it suggests 2x: .* slower phone/);
    expect(phoneAtFourTimes(999)).toMatch(/much slower phone/);
  });
});
