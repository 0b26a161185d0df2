import { describe, expect, it } from 'vitest';
import { dayRange, hourMs, inDayRange, isTimeZone, startOfDay, toDay } from '@/domain/time';

// One rule for "a day" (src/domain/time.ts): a calendar day on the reader's clock.
describe("the reader's day", () => {
  const lateEvening = Date.parse('2026-11-24T05:30:00Z'); // Nov 23, 21:30 in Los Angeles; Nov 24, 14:30 in Seoul

  it("dates an instant on the reader's clock, UTC by default", () => {
    expect(toDay(lateEvening)).toBe('2026-11-24');
    expect(toDay(lateEvening, 'America/Los_Angeles')).toBe('2026-11-23');
    expect(toDay(lateEvening, 'Asia/Seoul')).toBe('2026-11-24');
    expect(toDay(Date.parse('2026-11-23T15:00:00Z'), 'Asia/Seoul')).toBe('2026-11-24');
  });

  it("puts a Los Angeles evening inside that reader's day, not the next UTC day", () => {
    expect(inDayRange(lateEvening, '2026-11-23', '2026-11-23', 'America/Los_Angeles')).toBe(true);
    expect(inDayRange(lateEvening, '2026-11-23', '2026-11-23')).toBe(false);
    expect(dayRange('2026-11-23', '2026-11-23', 'America/Los_Angeles')).toEqual({
      start: Date.parse('2026-11-23T08:00:00Z'),
      end: Date.parse('2026-11-24T08:00:00Z'),
    });
  });

  it('starts a Seoul day nine hours before UTC midnight (a zone east of UTC)', () => {
    const { start, end } = dayRange('2026-11-24', '2026-11-24', 'Asia/Seoul');
    expect(start).toBe(Date.parse('2026-11-23T15:00:00Z'));
    expect(end - start).toBe(24 * hourMs);
    expect(inDayRange(Date.parse('2026-11-23T15:00:00Z'), '2026-11-24', '2026-11-24', 'Asia/Seoul')).toBe(true);
    expect(inDayRange(Date.parse('2026-11-23T14:59:59Z'), '2026-11-24', '2026-11-24', 'Asia/Seoul')).toBe(false);
  });

  it('gives DST change days their 25 or 23 hours', () => {
    const fallBack = dayRange('2026-11-01', '2026-11-01', 'America/Los_Angeles');
    expect(fallBack.start).toBe(Date.parse('2026-11-01T07:00:00Z'));
    expect(fallBack.end - fallBack.start).toBe(25 * hourMs);
    const springForward = dayRange('2026-03-08', '2026-03-08', 'America/Los_Angeles');
    expect(springForward.end - springForward.start).toBe(23 * hourMs);
    // Santiago skips midnight when DST starts: its day begins at 01:00, the end of the gap.
    const gapDay = startOfDay('2026-09-06', 'America/Santiago');
    expect(toDay(gapDay, 'America/Santiago')).toBe('2026-09-06');
    expect(toDay(gapDay - 1, 'America/Santiago')).toBe('2026-09-05');
  });

  it('knows IANA names and refuses the rest', () => {
    for (const zone of ['UTC', 'Asia/Seoul', 'America/Los_Angeles', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5'])
      expect(isTimeZone(zone)).toBe(true);
    for (const zone of ['Mars/Olympus', 'PST8PDTX', '+09:00', '', 'Asia/Seoul; drop'])
      expect(isTimeZone(zone)).toBe(false);
  });
});
