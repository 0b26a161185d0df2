// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { exchangeMark } from '@/domain/exchangeDirectory';
import {
  formatAmount,
  formatAmountInput,
  formatDate,
  formatDateRange,
  isCalendarDay,
  parseAmountInput,
} from '@/domain/format';
import { languageCodes } from '@/i18n/languages';

describe('calendar days', () => {
  it('shows a yyyy-mm-dd day as that day, whatever the time zone', () => {
    // Local midnight of that day, so a reader west of UTC does not see the day before.
    expect(formatDate('2026-11-06', 'en-US')).toBe(formatDate(new Date(2026, 10, 6), 'en-US'));
    expect(formatDate('2026-11-06', 'en-US')).toBe('Nov 06, 2026');
    expect(isCalendarDay('2026-11-06')).toBe(true);
    expect(isCalendarDay('2026-11-06T10:00:00Z')).toBe(false);
  });

  it('writes two days as one range, as the locale does (a ledger week)', () => {
    expect(formatDateRange('2026-11-16', '2026-11-22', 'en-US')).toMatch(/^Nov 16\s?–\s?22, 2026$/);
    expect(formatDateRange('2026-10-26', '2026-11-01', 'en-US')).toMatch(/^Oct 26\s?–\s?Nov 0?1, 2026$/);
    expect(formatDateRange('2026-11-16', '2026-11-22', 'ko-KR')).toContain('2026');
    // No space around the range's dash, whatever the ICU: the build's HTML and the browser agree.
    expect(formatDateRange('2026-11-16', '2026-11-22', 'en-US')).toBe('Nov 16–22, 2026');
    expect(formatDateRange('2026-11-16', '2026-11-22', 'ko-KR')).toBe('2026년 11월 16일~22일');
  });
});

describe('exchange marks', () => {
  it('uses the logo file of a directory exchange and draws a monogram for any other', () => {
    expect(exchangeMark('Binance')).toMatchObject({ slug: 'binance', ext: 'png' });
    expect(exchangeMark('WOO X')).toMatchObject({ mono: 'WX', slug: 'woo-x' });
    expect(exchangeMark('Bitunix').mono).toBe('BI');
    expect(exchangeMark('Bitunix').ext).toBeUndefined();
  });
});

describe('amount fields', () => {
  it.each(languageCodes)(
    'show an amount with the decimal mark of the text beside them, and read it back (%s)',
    (language) => {
      const shown = formatAmountInput(376.61, language);
      // The helper text's figure and the field's are written alike: "376,61" beside "376,61", never "376.61".
      expect(formatAmount(376.61, language)).toBe(shown);
      expect(parseAmountInput(shown, language)).toBe(376.61);
      expect(parseAmountInput('376.61', language)).toBe(376.61);
      expect(parseAmountInput('10.005', language)).toBe(10.005);
      expect(parseAmountInput('12a', language)).toBeNaN();
      expect(parseAmountInput('', language)).toBeNaN();
    },
  );

  it('reads the comma as the decimal mark in vi and id, and as grouping in en', () => {
    expect(formatAmountInput(376.61, 'id')).toBe('376,61');
    expect(formatAmountInput(376.61, 'vi')).toBe('376,61');
    expect(parseAmountInput('100,5', 'id')).toBe(100.5);
    expect(parseAmountInput('100,5', 'vi')).toBe(100.5);
    expect(parseAmountInput('1,000.50', 'en')).toBe(1000.5);
    expect(parseAmountInput('1,2,3', 'id')).toBeNaN();
  });
});
