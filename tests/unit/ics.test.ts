// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildIcs } from '@/lib/ics';

describe('buildIcs', () => {
  it('writes one RFC 5545 event with CRLF lines, escaped text and UTC times', () => {
    const ics = buildIcs({
      uid: 'x1',
      title: 'Promo; ends, soon',
      description: 'Line one\nLine two',
      start: new Date(Date.UTC(2026, 10, 25, 9, 30)),
    });
    expect(ics.split('\r\n')).toEqual(
      expect.arrayContaining([
        'BEGIN:VEVENT',
        'UID:x1@octoss.app',
        'DTSTART:20261125T093000Z',
        'DURATION:PT30M',
        'SUMMARY:Promo\\; ends\\, soon',
        'DESCRIPTION:Line one\\nLine two',
      ]),
    );
    expect(ics).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });

  it('folds lines longer than 75 characters', () => {
    const ics = buildIcs({ uid: 'x2', title: 'x'.repeat(200), start: new Date(0) });
    expect(ics.split('\r\n').every((line) => line.length <= 75)).toBe(true);
  });
});
