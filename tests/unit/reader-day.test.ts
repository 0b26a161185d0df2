// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dayIn } from '@octoss/contract/time';
import { dayRange, hourMs, inDayRange, isTimeZone, nextDay, startOfDay, toDay } from '@/domain/time';

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

  it('gives a half-hour DST change its 23.5 and 24.5 hours, and southern-hemisphere days theirs', () => {
    // Lord Howe Island moves its clock by 30 minutes.
    const spring = dayRange('2026-10-04', '2026-10-04', 'Australia/Lord_Howe');
    expect(spring.end - spring.start).toBe(23.5 * hourMs);
    const autumn = dayRange('2026-04-05', '2026-04-05', 'Australia/Lord_Howe');
    expect(autumn.end - autumn.start).toBe(24.5 * hourMs);
    // Sydney falls back on the first Sunday of April: that day has 25 hours.
    const sydney = dayRange('2026-04-05', '2026-04-05', 'Australia/Sydney');
    expect(sydney.end - sydney.start).toBe(25 * hourMs);
    // A range of many days spans each change once: March 1 to 31 in Los Angeles is 31 days less an hour.
    const march = dayRange('2026-03-01', '2026-03-31', 'America/Los_Angeles');
    expect(march.end - march.start).toBe((31 * 24 - 1) * hourMs);
  });

  it('steps days across months, leap days and years', () => {
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2028-02-29')).toBe('2028-03-01');
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(dayRange('2026-12-31', '2026-12-31', 'Pacific/Kiritimati').end).toBe(Date.parse('2026-12-31T10:00:00Z'));
  });

  it("dates every instant as the contract's own rule does (dayIn), on both sides of each day's edges", () => {
    const zones = [
      'UTC',
      'Asia/Seoul',
      'America/Los_Angeles',
      'America/Santiago',
      'Australia/Lord_Howe',
      'Asia/Kolkata',
    ];
    for (const zone of zones)
      for (let ms = Date.parse('2026-01-01T00:00:00Z'); ms < Date.parse('2027-01-01T00:00:00Z'); ms += 7 * hourMs + 13)
        if (toDay(ms, zone) !== dayIn(ms, zone)) expect.fail(`${zone} ${new Date(ms).toISOString()}`);
    for (const zone of zones) {
      const start = startOfDay('2026-09-06', zone);
      expect([toDay(start, zone), toDay(start - 1, zone)]).toEqual(['2026-09-06', '2026-09-05']);
    }
  });

  it('knows IANA names and refuses the rest', () => {
    for (const zone of ['UTC', 'Asia/Seoul', 'America/Los_Angeles', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5'])
      expect(isTimeZone(zone)).toBe(true);
    for (const zone of ['Mars/Olympus', 'PST8PDTX', '+09:00', '', 'Asia/Seoul; drop'])
      expect(isTimeZone(zone)).toBe(false);
  });
});
