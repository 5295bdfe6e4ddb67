import {DEFAULT_LOCALE, LOCALES, type Locale} from '../../../src/data/constants';

let current: Locale = DEFAULT_LOCALE;

/** The language the next components render in (a test that renders a translated page sets it, then resets it). */
export function renderInLocale(locale: Locale): void {
  current = locale;
}

/**
 * What `@docusaurus/useDocusaurusContext` gives a component rendered under vitest (vitest.config.ts aliases it here):
 * the real hook reads modules only a site build generates. Components that pick the page's language (`useLocale`)
 * render English, as on the English site, unless a test renders a translated page (`renderInLocale`).
 */
export default function useDocusaurusContext() {
  return {i18n: {currentLocale: current, defaultLocale: DEFAULT_LOCALE, locales: [...LOCALES]}};
}
