import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {localeOr, type Locale} from '@site/src/data/constants/locales';

/** The language of the page a form is on (Docusaurus' current locale): its copy, its rules' messages and what it sends. */
export function useFormLocale(): Locale {
  return localeOr(useDocusaurusContext().i18n.currentLocale);
}
