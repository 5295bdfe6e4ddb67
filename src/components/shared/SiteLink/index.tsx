import React, {type ComponentProps} from 'react';
import Link from '@docusaurus/Link';
import {DEFAULT_LOCALE, ENGLISH_ONLY_NOTE, LOCALE_INFO} from '@site/src/data/constants';
import {useLocale} from '@site/src/lib/i18n/useLocale';
import {useExistsIn} from '@site/src/lib/i18n/usePageLocales';

type Props = ComponentProps<typeof Link> & {to: string};

/** Whether a link on this page goes to a page only the English site has. */
export function useIsEnglishOnly(): (to: string | undefined) => boolean {
  const locale = useLocale();
  const existsIn = useExistsIn();
  return (to) => locale !== DEFAULT_LOCALE && to !== undefined && to.startsWith('/') && !existsIn(to, locale);
}

/**
 * An internal link, in every language: `<Link>`, but for a page only the English site has (an article, a
 * newsletter issue, a case study, release notes, a Help Center page not translated yet), which a translated page
 * links to at its English address, marked as English for the reader ("(en inglés)") and for search engines
 * (`hreflang`). That is a load of another language's page, not a route of this language's app, so a plain link.
 */
export default function SiteLink({to, children, ...props}: Props) {
  const locale = useLocale();
  const englishOnly = useIsEnglishOnly();
  if (!englishOnly(to)) {
    return (
      <Link to={to} {...props}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} hrefLang={LOCALE_INFO[DEFAULT_LOCALE].htmlLang} {...props}>
      {children}
      {/* The space is the note's own: in a flex link (the drawer's) a space between two children collapses. */}
      <span lang={LOCALE_INFO[locale].htmlLang}>{`\u00a0${ENGLISH_ONLY_NOTE[locale]}`}</span>
    </a>
  );
}
