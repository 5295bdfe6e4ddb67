/**
 * en-US calendar dates without Intl (see numbers.ts for why: the first Intl call on a page is a
 * long task on a phone). Dates here are calendar days, so they are read in UTC and print the same
 * on the server and in every visitor's time zone. dates.test.ts compares them with Intl.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const parts = (date: string | Date) => {
  const day = new Date(date);
  return {month: MONTHS[day.getUTCMonth()]!, day: day.getUTCDate(), year: day.getUTCFullYear()};
};

/** 'January 15, 2025' (Intl's dateStyle 'long'). */
export function formatLongDate(date: string | Date): string {
  const {month, day, year} = parts(date);
  return `${month} ${day}, ${year}`;
}

/** 'Jan 15, 2025' (Intl's month 'short'). */
export function formatShortDate(date: string | Date): string {
  const {month, day, year} = parts(date);
  return `${month.slice(0, 3)} ${day}, ${year}`;
}
