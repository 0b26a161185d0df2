// @vitest-environment node
/**
 * Leaf bytes beyond the vectors (which are all ASCII): Python's ensure_ascii escaping, integer
 * rules, the structural check of a leaf, ISO weeks, and the byte helpers.
 */
import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  fromBase64,
  fromHex,
  isoWeekOf,
  leafJson,
  leafProblems,
  ownerTag,
  toBase64,
  toHex,
  weekBounds,
} from '../../../ledger/index.ts';
import { sampleLeaf } from './fixtures.ts';

describe('canonical JSON', () => {
  it("escapes as Python's json.dumps(sort_keys=True, separators=(',', ':')) does, keys in code point order", () => {
    const object = {
      recordId: 'éé "q" \\ / \n\t\u007f\u0001 😀 \u2028',
      z: -0,
      a: null,
      é: 1,
      '😀': 2,
      '\uffff': 3,
    };
    // The bytes Python 3 prints for the same object.
    expect(canonicalJson(object)).toBe(
      '{"a":null,"recordId":"\\u00e9\\u00e9 \\"q\\" \\\\ / \\n\\t\\u007f\\u0001 \\ud83d\\ude00 \\u2028","z":0,"\\u00e9":1,"\\uffff":3,"\\ud83d\\ude00":2}',
    );
  });

  it('is ASCII only', () => {
    expect(/^[\x20-\x7e]*$/.test(leafJson({ ...sampleLeaf, exchange: 'Bürse 交易所' }))).toBe(true);
  });

  it.each([
    ['a float', 12.5],
    ['2^53', 2 ** 53],
    ['-2^53', -(2 ** 53)],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
  ])('refuses %s', (_, amount) => {
    expect(() => leafJson({ ...sampleLeaf, amountCents: amount })).toThrow(RangeError);
  });

  it('takes 2^53 - 1 and refuses nested values and booleans', () => {
    expect(leafJson({ ...sampleLeaf, amountCents: 2 ** 53 - 1 })).toContain('"amountCents":9007199254740991');
    expect(() => canonicalJson({ a: { b: 1 } })).toThrow(TypeError);
    expect(() => canonicalJson({ a: true })).toThrow(TypeError);
  });
});

describe('leafProblems', () => {
  it('accepts a version 1 leaf', () => {
    expect(leafProblems(sampleLeaf)).toEqual([]);
    expect(leafProblems({ ...sampleLeaf, rev: 1, prev: 'e8'.repeat(32), deltaCents: -50 })).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a missing field', { txHash: undefined }, 'leaf.txHash'],
    ['an unknown field', { note: 'x' }, 'leaf.note: not a field'],
    ['v 2', { v: 2 }, 'leaf.v'],
    ['a float amount', { amountCents: 1.5, deltaCents: 1.5 }, 'leaf.amountCents'],
    ['a bad week', { period: '2026-W54' }, 'leaf.period'],
    ['prev at rev 0', { prev: 'e8'.repeat(32) }, 'leaf.prev'],
    ['no prev at rev 1', { rev: 1 }, 'leaf.prev'],
    ['uppercase owner', { owner: sampleLeaf.owner.toUpperCase() }, 'leaf.owner'],
    ['a delta that is not the amount at rev 0', { deltaCents: 1 }, 'leaf.deltaCents'],
    ['a time without milliseconds', { at: '2026-11-17T09:00:00Z' }, 'leaf.at'],
    ['a time that is no date', { at: '2026-02-30T09:00:00.000Z' }, 'leaf.at'],
    ['a non-hex tx hash', { txHash: 'pending' }, 'leaf.txHash'],
  ])('names %s', (_, change, problem) => {
    const leaf: Record<string, unknown> = { ...sampleLeaf, ...change };
    for (const [key, value] of Object.entries(change)) if (value === undefined) delete leaf[key];
    expect(leafProblems(leaf).join('\n')).toContain(problem);
  });
});

describe('ownerTag', () => {
  it('needs a 32-byte key', () => {
    expect(() => ownerTag(new Uint8Array(16), 'rec-0001')).toThrow(RangeError);
    expect(ownerTag(fromHex('11'.repeat(32)), 'rec-0001')).toBe(sampleLeaf.owner);
  });
});

describe('ISO weeks', () => {
  it.each([
    ['2026-11-16T00:00:00.000Z', '2026-W47'],
    ['2026-11-22T23:59:59.999Z', '2026-W47'],
    ['2026-11-23T00:00:00.000Z', '2026-W48'],
    ['2026-12-31T12:00:00.000Z', '2026-W53'],
    ['2027-01-03T12:00:00.000Z', '2026-W53'],
    ['2027-01-04T00:00:00.000Z', '2027-W01'],
    ['2025-12-29T00:00:00.000Z', '2026-W01'],
    ['2021-01-01T00:00:00.000Z', '2020-W53'],
  ])('%s is in %s', (instant, week) => {
    expect(isoWeekOf(Date.parse(instant))).toBe(week);
  });

  it('gives the bounds of a week, Monday 00:00 UTC to the next Monday', () => {
    expect(weekBounds('2026-W47')).toEqual({
      fromMs: Date.parse('2026-11-16T00:00:00.000Z'),
      toMs: Date.parse('2026-11-23T00:00:00.000Z'),
    });
    expect(weekBounds('2026-W01').fromMs).toBe(Date.parse('2025-12-29T00:00:00.000Z'));
    expect(weekBounds('2026-W53').toMs).toBe(Date.parse('2027-01-04T00:00:00.000Z'));
  });

  it.each(['2027-W53', '2026-W00', '2026-W5', '2026W47', '2026-w47'])('refuses %s', (id) => {
    expect(() => weekBounds(id)).toThrow(RangeError);
  });

  it('round-trips every week of several years', () => {
    for (
      let ms = Date.parse('2019-12-30T00:00:00.000Z');
      ms < Date.parse('2028-01-10T00:00:00.000Z');
      ms += 7 * 86_400_000
    ) {
      const week = isoWeekOf(ms + 3_600_000);
      expect(weekBounds(week).fromMs).toBe(ms);
    }
  });
});

describe('hex and base64', () => {
  it('round-trips and is strict', () => {
    const bytes = Uint8Array.from({ length: 40 }, (_, index) => (index * 37) & 0xff);
    for (let length = 0; length <= bytes.length; length += 1) {
      const part = bytes.slice(0, length);
      expect(fromBase64(toBase64(part))).toEqual(part);
      expect(toBase64(part)).toBe(Buffer.from(part).toString('base64'));
      expect(fromHex(toHex(part))).toEqual(part);
    }
    for (const bad of ['QQ', 'QR==', 'Q===', 'QQ==\n', 'QQ-_', 'Q=Q='])
      expect(() => fromBase64(bad)).toThrow(RangeError);
    expect(() => fromHex('abc')).toThrow(RangeError);
    expect(() => fromHex('zz')).toThrow(RangeError);
    expect(() => fromHex('abcd', 3)).toThrow(RangeError);
    expect(fromHex('ABCD')).toEqual(Uint8Array.of(0xab, 0xcd));
  });
});
