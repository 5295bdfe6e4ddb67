/**
 * theme-classic's SiteMetadata (copied from @docusaurus/theme-classic 3.10.2, lib/theme/SiteMetadata), with the
 * alternate-language links of the page only where the other language has that page. The theme links every page
 * to the same path in every language, so an English article and a Help Center page not translated yet would name
 * Spanish addresses that answer 404, which search engines read as a broken hreflang cluster. The theme offers no
 * option or smaller component for it: AlternateLangHeaders is local to this file.
 */
import React from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';
import {PageMetadata, useThemeConfig} from '@docusaurus/theme-common';
import {DEFAULT_SEARCH_TAG} from '@docusaurus/theme-common/internal';
import {useLocation} from '@docusaurus/router';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import SearchMetadata from '@theme/SearchMetadata';
import {localeOr} from '@site/src/data/constants';
import {pageAlternates} from '@site/src/lib/i18n/alternates';
import type {I18nData} from '@site/src/lib/i18n/types';

/** The page's languages, each with its address, and x-default (English); none for a page in one language only. */
function AlternateLangHeaders() {
  const {
    siteConfig: {url: siteUrl, baseUrl},
    i18n: {currentLocale, defaultLocale, localeConfigs, locales},
  } = useDocusaurusContext();
  const {pathname} = useLocation();
  const {untranslated} = usePluginData('i18n') as I18nData;
  const alternates = pageAlternates({
    pathname,
    baseUrl,
    siteUrl,
    locale: localeOr(currentLocale),
    locales: locales.map((locale) => localeOr(locale)),
    defaultLocale: localeOr(defaultLocale),
    htmlLang: (locale) => localeConfigs[locale]?.htmlLang ?? locale,
    untranslated,
  });
  // HTML lang is a BCP 47 tag, but the Open Graph protocol requires underscores instead of dashes.
  const openGraphLocale = (code: string) => code.replace('-', '_');
  const currentHtmlLang = localeConfigs[currentLocale]?.htmlLang ?? currentLocale;
  return (
    <Head>
      {alternates.map(({hrefLang, href}) => (
        <link key={hrefLang} rel="alternate" href={href} hrefLang={hrefLang} />
      ))}
      <meta property="og:locale" content={openGraphLocale(currentHtmlLang)} />
      {alternates
        .filter(({hrefLang}) => hrefLang !== 'x-default' && hrefLang !== currentHtmlLang)
        .map(({hrefLang}) => (
          <meta key={`meta-og-${hrefLang}`} property="og:locale:alternate" content={openGraphLocale(hrefLang)} />
        ))}
    </Head>
  );
}

// Default canonical url inferred from current page location pathname
function useDefaultCanonicalUrl() {
  const {
    siteConfig: {url: siteUrl, baseUrl, trailingSlash},
  } = useDocusaurusContext();
  const {pathname} = useLocation();
  const canonicalPathname = applyTrailingSlash(useBaseUrl(pathname), {
    trailingSlash,
    baseUrl,
  });
  return siteUrl + canonicalPathname;
}

function CanonicalUrlHeaders({permalink}: {permalink?: string}) {
  const {
    siteConfig: {url: siteUrl},
  } = useDocusaurusContext();
  const defaultCanonicalUrl = useDefaultCanonicalUrl();
  const canonicalUrl = permalink ? `${siteUrl}${permalink}` : defaultCanonicalUrl;
  return (
    <Head>
      <meta property="og:url" content={canonicalUrl} />
      <link rel="canonical" href={canonicalUrl} />
    </Head>
  );
}

export default function SiteMetadata(): React.JSX.Element {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {metadata, image: defaultImage} = useThemeConfig();
  return (
    <>
      <Head>
        <meta name="twitter:card" content="summary_large_image" />
        {/* The keyboard focus class name need to be applied when SSR so links
        are outlined when JS is disabled */}
        <body />
      </Head>

      {defaultImage && <PageMetadata image={defaultImage} />}

      <CanonicalUrlHeaders />

      <AlternateLangHeaders />

      <SearchMetadata tag={DEFAULT_SEARCH_TAG} locale={currentLocale} />

      {/*
          It's important to have an additional <Head> element here, as it allows
          react-helmet to override default metadata values set in previous <Head>
          like "twitter:card". In same Head, the same meta would appear twice
          instead of overriding.
        */}
      <Head>
        {metadata.map((metadatum, i) => (
          <meta key={i} {...metadatum} />
        ))}
      </Head>
    </>
  );
}
