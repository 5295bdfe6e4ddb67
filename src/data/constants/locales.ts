/**
 * The site's languages. English is the default, at the addresses without a prefix; every other
 * language lives under `/{locale}/`. Copy that differs by language is a `Localized` table in the
 * module that owns it, so a third language is one more key to fill in each table (the type
 * checker lists every table that lacks it), not a copy of the modules.
 */
export const LOCALES = ['en', 'es'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** One value per language. */
export type Localized<T> = Record<Locale, T>;

/**
 * What each language is called in its own words (the header's language switch) and the `lang` of
 * its pages. Spanish is `es-US`: the product is sold to dispensaries in US states, whose
 * Spanish-reading staff and owners write dollar amounts and numbers as US English does.
 */
export const LOCALE_INFO: Localized<{label: string; htmlLang: string}> = {
  en: {label: 'English', htmlLang: 'en'},
  es: {label: 'Español', htmlLang: 'es-US'},
};

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A locale read from untrusted input (a form's payload, a query): the default when it is not one of ours. */
export function localeOr(value: unknown, fallback: Locale = DEFAULT_LOCALE): Locale {
  return isLocale(value) ? value : fallback;
}

/** Beside a link to a page only the English site has (an article, a newsletter issue, a case study, release notes). */
export const ENGLISH_ONLY_NOTE: Localized<string> = {en: '', es: '(en inglés)'};
