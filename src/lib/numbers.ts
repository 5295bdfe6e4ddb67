/**
 * en-US number formats, written out instead of asked of Intl. US Spanish (es-US) writes numbers and
 * dollars the same way ($1,234.56, 3.3%), so every language calls these same functions (the test
 * checks them against es-US too). The first Intl call on a page loads
 * ICU's locale data: a one-off task of 50-90 ms on Lighthouse's mobile CPU, paid in the middle of
 * hydration because prices, counters and the ticker format numbers as they render. The output is
 * Intl's own, character for character: numbers.test.ts compares every function with Intl.
 */

/** Groups the digits of a whole-number string in threes: '18400' -> '18,400'. */
function group(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * Rounds a non-negative decimal string to `decimals` places, half away from zero. ICU rounds the
 * shortest decimal that reads back as the same double (String(1.005) is '1.005', so it gives
 * '1.01'), which is why this works on the string rather than with toFixed (which gives '1.00').
 */
function roundDecimal(text: string, decimals: number): {whole: string; fraction: string} {
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= decimals) return {whole, fraction: fraction.padEnd(decimals, '0')};
  let digits = BigInt(whole + fraction.slice(0, decimals));
  if (fraction[decimals]! >= '5') digits += 1n;
  const padded = digits.toString().padStart(decimals + 1, '0');
  return {whole: padded.slice(0, padded.length - decimals), fraction: padded.slice(padded.length - decimals)};
}

/** |value| as a plain decimal string (String() switches to exponents outside 1e-6 .. 1e21). */
function plain(value: number): string {
  const text = Math.abs(value).toString();
  return text.includes('e')
    ? Math.abs(value)
        .toFixed(20)
        .replace(/\.?0+$/, '')
    : text;
}

/**
 * `value` with exactly `decimals` places, grouped by default:
 * formatDecimal(2150.5, 1) -> '2,150.5', the same as
 * value.toLocaleString('en-US', {minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping}).
 */
export function formatDecimal(value: number, decimals = 0, grouped = true): string {
  const {whole, fraction} = roundDecimal(plain(value), decimals);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped ? group(whole) : whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

/** Whole numbers with thousands separators: 18400 -> '18,400'. */
export function formatWhole(value: number): string {
  return formatDecimal(Math.round(value));
}

/** Whole US dollars: 12158 -> '$12,158' (a negative amount keeps its sign before the '$'). */
export function formatDollars(value: number): string {
  const amount = formatDecimal(value);
  return amount.startsWith('-') ? `-$${amount.slice(1)}` : `$${amount}`;
}

const COMPACT_UNITS = ['', 'K', 'M', 'B', 'T'] as const;

/** Audience figures the way social platforms show them: 12400 -> '12.4K', 980 -> '980'. */
export function formatCompact(value: number): string {
  const text = plain(value);
  const [whole = '0', fraction = ''] = text.split('.');
  // The unit is chosen on the rounded figure: 999,960 is '1M', not '1000K'.
  for (
    let unit = Math.min(Math.floor((whole.length - 1) / 3), COMPACT_UNITS.length - 1);
    unit < COMPACT_UNITS.length;
    unit++
  ) {
    const shift = unit * 3;
    const scaled =
      shift === 0
        ? text
        : `${whole.slice(0, whole.length - shift) || '0'}.${whole.slice(-shift).padStart(shift, '0')}${fraction}`;
    const rounded = roundDecimal(scaled, 1);
    if (rounded.whole.length > 3 && unit < COMPACT_UNITS.length - 1) continue;
    const sign = value < 0 ? '-' : '';
    return `${sign}${rounded.whole}${rounded.fraction === '0' ? '' : `.${rounded.fraction}`}${COMPACT_UNITS[unit]}`;
  }
  throw new Error('unreachable');
}
