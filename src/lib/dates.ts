/**
 * Calendar dates in each of the site's languages without Intl (see numbers.ts for why: the first
 * Intl call on a page is a long task on a phone). Dates here are calendar days, so they are read in
 * UTC and print the same on the server and in every visitor's time zone. dates.test.ts compares
 * them with Intl (en-US, and es-US for Spanish).
 */
import type {Locale, Localized} from '../data/constants';

const MONTHS: Localized<readonly string[]> = {
  en: [
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
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
};

/** Intl's short months: English cuts every name to three letters; Spanish writes September as "sept". */
const SHORT_MONTHS: Localized<readonly string[]> = {
  en: MONTHS.en.map((month) => month.slice(0, 3)),
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
};

const parts = (date: string | Date) => {
  const day = new Date(date);
  return {month: day.getUTCMonth(), day: day.getUTCDate(), year: day.getUTCFullYear()};
};

/** 'January 15, 2025'; in Spanish '15 de enero de 2025' (Intl's dateStyle 'long'). */
export function formatLongDate(date: string | Date, locale: Locale = 'en'): string {
  const {month, day, year} = parts(date);
  const name = MONTHS[locale][month]!;
  return locale === 'es' ? `${day} de ${name} de ${year}` : `${name} ${day}, ${year}`;
}

/** 'November 2026'; in Spanish 'noviembre de 2026' (Intl's month 'long' with the year). */
export function formatMonthYear(date: string | Date, locale: Locale = 'en'): string {
  const {month, year} = parts(date);
  const name = MONTHS[locale][month]!;
  return locale === 'es' ? `${name} de ${year}` : `${name} ${year}`;
}

/** 'Jan 15, 2025'; in Spanish '15 ene 2025' (Intl's month 'short'). */
export function formatShortDate(date: string | Date, locale: Locale = 'en'): string {
  const {month, day, year} = parts(date);
  const name = SHORT_MONTHS[locale][month]!;
  return locale === 'es' ? `${day} ${name} ${year}` : `${name} ${day}, ${year}`;
}
