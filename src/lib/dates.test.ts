import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {formatLongDate, formatShortDate} from './dates';

describe('calendar dates', () => {
  it('reads a calendar day in UTC', () => {
    expect(formatLongDate('2025-01-15')).toBe('January 15, 2025');
    expect(formatShortDate('2025-09-01T23:30:00Z')).toBe('Sep 1, 2025');
  });

  it('matches Intl for any day', () => {
    const long = new Intl.DateTimeFormat('en-US', {dateStyle: 'long', timeZone: 'UTC'});
    const short = new Intl.DateTimeFormat('en-US', {timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric'});
    fc.assert(
      fc.property(fc.date({min: new Date('1970-01-01'), max: new Date('2199-12-31'), noInvalidDate: true}), (date) => {
        expect(formatLongDate(date)).toBe(long.format(date));
        expect(formatShortDate(date)).toBe(short.format(date));
      }),
      {numRuns: 2000},
    );
  });
});
