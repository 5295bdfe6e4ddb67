import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {LOCALES, type Localized} from '../data/constants';
import {formatLongDate, formatMonthYear, formatShortDate} from './dates';

describe('calendar dates', () => {
  it('reads a calendar day in UTC', () => {
    expect(formatLongDate('2025-01-15')).toBe('January 15, 2025');
    expect(formatShortDate('2025-09-01T23:30:00Z')).toBe('Sep 1, 2025');
  });

  it('writes Spanish month names, in lower case, after the day', () => {
    expect(formatLongDate('2026-11-27', 'es')).toBe('27 de noviembre de 2026');
    expect(formatShortDate('2025-09-01T23:30:00Z', 'es')).toBe('1 sept 2025');
  });

  const INTL_LOCALE: Localized<string> = {en: 'en-US', es: 'es-US'};

  it.each(LOCALES)('matches Intl for any day in %s', (locale) => {
    const lang = INTL_LOCALE[locale];
    const long = new Intl.DateTimeFormat(lang, {dateStyle: 'long', timeZone: 'UTC'});
    const short = new Intl.DateTimeFormat(lang, {timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric'});
    const monthYear = new Intl.DateTimeFormat(lang, {timeZone: 'UTC', month: 'long', year: 'numeric'});
    fc.assert(
      fc.property(fc.date({min: new Date('1970-01-01'), max: new Date('2199-12-31'), noInvalidDate: true}), (date) => {
        expect(formatLongDate(date, locale)).toBe(long.format(date));
        expect(formatShortDate(date, locale)).toBe(short.format(date));
        expect(formatMonthYear(date, locale)).toBe(monthYear.format(date));
      }),
      {numRuns: 2000},
    );
  });
});
