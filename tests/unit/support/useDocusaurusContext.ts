import {DEFAULT_LOCALE, LOCALES} from '../../../src/data/constants';

/**
 * What `@docusaurus/useDocusaurusContext` gives a component rendered under vitest (vitest.config.ts aliases it here):
 * the real hook reads modules only a site build generates. The tests render the English pages, so components that
 * pick the page's language (`useLocale`) render English, as on the English site.
 */
export default function useDocusaurusContext() {
  return {i18n: {currentLocale: DEFAULT_LOCALE, defaultLocale: DEFAULT_LOCALE, locales: [...LOCALES]}};
}
