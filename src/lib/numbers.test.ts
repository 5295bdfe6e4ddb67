import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {formatCompact, formatDecimal, formatDollars, formatWhole} from './numbers';

// The formats are written out to keep Intl off the page's first load; Intl stays the reference.
const intl = (value: number, options: Intl.NumberFormatOptions) => value.toLocaleString('en-US', options);
const amounts = fc.oneof(
  fc.integer({min: -1e9, max: 1e12}),
  fc.double({min: -1e7, max: 1e9, noNaN: true, noDefaultInfinity: true}),
);

describe('number formats', () => {
  it('shortens audience figures like the platforms do', () => {
    expect(formatCompact(12400)).toBe('12.4K');
    expect(formatCompact(86000)).toBe('86K');
    expect(formatCompact(980)).toBe('980');
    expect(formatCompact(1_250_000)).toBe('1.3M');
    expect(formatCompact(999_960)).toBe('1M');
  });

  it('groups whole numbers', () => {
    expect(formatWhole(18400)).toBe('18,400');
    expect(formatWhole(12.6)).toBe('13');
  });

  it('writes whole dollars', () => {
    expect(formatDollars(12158)).toBe('$12,158');
    expect(formatDollars(0)).toBe('$0');
  });

  it('rounds ties the way Intl does, on the shortest decimal', () => {
    expect(formatDecimal(1.005, 2)).toBe('1.01');
    expect(formatDecimal(2.5)).toBe('3');
    expect(formatDecimal(0.05, 1)).toBe('0.1');
    expect(formatDecimal(2150.55, 1, false)).toBe('2150.6');
  });

  it('matches Intl for any amount, precision and grouping', () => {
    fc.assert(
      fc.property(amounts, fc.integer({min: 0, max: 3}), fc.boolean(), (value, decimals, grouped) => {
        expect(formatDecimal(value, decimals, grouped)).toBe(
          intl(value, {minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: grouped}),
        );
      }),
      {numRuns: 2000},
    );
  });

  it('matches Intl for whole numbers, dollars and compact figures', () => {
    const dollars = new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});
    const compact = new Intl.NumberFormat('en-US', {notation: 'compact', maximumFractionDigits: 1});
    fc.assert(
      fc.property(amounts, (value) => {
        expect(formatWhole(value)).toBe(Math.round(value).toLocaleString('en-US'));
        expect(formatDollars(value)).toBe(dollars.format(value));
      }),
      {numRuns: 2000},
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({min: 0, max: 5e12}),
          fc.integer({min: 0, max: 2_000_000}).map((n) => n * 50),
        ),
        (value) => {
          expect(formatCompact(value)).toBe(compact.format(value));
        },
      ),
      {numRuns: 3000},
    );
  });

  // One set of formats serves every language: US Spanish groups digits and writes dollars as US
  // English does, so a Spanish page calls the same functions (the platforms' K and M stay as shown there).
  it('matches es-US Intl too, so Spanish pages need no formats of their own', () => {
    const dollars = new Intl.NumberFormat('es-US', {style: 'currency', currency: 'USD', maximumFractionDigits: 0});
    fc.assert(
      fc.property(amounts, fc.integer({min: 0, max: 3}), (value, decimals) => {
        expect(formatDecimal(value, decimals)).toBe(
          value.toLocaleString('es-US', {minimumFractionDigits: decimals, maximumFractionDigits: decimals}),
        );
        expect(formatWhole(value)).toBe(Math.round(value).toLocaleString('es-US'));
        expect(formatDollars(value)).toBe(dollars.format(value));
      }),
      {numRuns: 2000},
    );
  });
});
