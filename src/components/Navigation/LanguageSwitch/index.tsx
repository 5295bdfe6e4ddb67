import React from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import Languages from 'lucide-react/icons/languages';
import {LOCALES, LOCALE_INFO} from '@site/src/data/constants';
import {counterpartOf, localPath} from '@site/src/lib/i18n/routes';
import type {I18nData} from '@site/src/lib/i18n/types';
import {useLocale} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

type Props = {mobile?: boolean; className?: string};

/**
 * The header's language switch ("Español" on an English page, "English" on a Spanish one): a link to the same
 * page in the other language, or to that language's home when the page has no translation. A plain link, since
 * each language is its own build; it works before the page's scripts. No language is chosen for the visitor.
 */
export default function LanguageSwitch({mobile = false, className}: Props) {
  const locale = useLocale();
  const {siteConfig} = useDocusaurusContext();
  const {pathname, search, hash} = useLocation();
  const {untranslated} = usePluginData('i18n') as I18nData;
  const page = {path: localPath(pathname, siteConfig.baseUrl), search, hash};
  const links = LOCALES.filter((other) => other !== locale).map((other) => (
    <a
      key={other}
      href={counterpartOf(page, other, untranslated[other] ?? [])}
      // The pre-rendered link cannot know the section or query the visitor is at; at the click, the link takes them
      // along (a hydrated link keeps its pre-rendered address: React does not patch attributes while hydrating).
      onClick={(event) => {
        const here = window.location;
        const at = {path: localPath(here.pathname, siteConfig.baseUrl), search: here.search, hash: here.hash};
        event.currentTarget.href = counterpartOf(at, other, untranslated[other] ?? []);
      }}
      hrefLang={LOCALE_INFO[other].htmlLang}
      lang={LOCALE_INFO[other].htmlLang}
      className={clsx(mobile ? 'menu__link' : 'navbar__item navbar__link', styles.switch, className)}>
      <Languages className={styles.icon} aria-hidden size={18} />
      {LOCALE_INFO[other].label}
    </a>
  ));
  return mobile ? <li className="menu__list-item">{links}</li> : <>{links}</>;
}
