import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {localeOr, type Locale, type Localized} from '../../data/constants';

/** The language of the page being rendered: each language is its own build, so this never changes on a page. */
export function useLocale(): Locale {
  return localeOr(useDocusaurusContext().i18n.currentLocale);
}

/** This page's language's entry of a `Localized` table. */
export function useLocalized<T>(table: Localized<T>): T {
  return table[useLocale()];
}
