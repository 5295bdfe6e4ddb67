import React from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';
import {DEFAULT_LOCALE, PRICING, type Locale} from '@site/src/data/constants';
import {BREADCRUMB_UI} from '@site/src/data/ui';
import {useLocale, useLocalized} from '@site/src/lib/i18n/useLocale';
import {localPath} from '@site/src/lib/i18n/routes';
import {pricingFaq, pricingOffer} from '@site/src/data/pricing';
import type {JsonLdGlobalData} from '@site/plugins/json-ld';
import {
  createArticleStructuredData,
  createBreadcrumbStructuredData,
  createDocBreadcrumbStructuredData,
  createFaqPageStructuredData,
  createOfferStructuredData,
  serializeJsonLd,
  type ArticleInput,
  type Crumb,
} from '@site/plugins/json-ld/createStructuredData';
import {structuredDataForRoute} from '@site/plugins/json-ld/routeRules';

export type {Crumb};
/** What a post knows about itself; the site address and the publisher come from the site. */
export type ArticleStructuredDataProps = Omit<ArticleInput, 'siteUrl' | 'publisher'>;

function useJsonLdData(): JsonLdGlobalData {
  return usePluginData('json-ld') as JsonLdGlobalData;
}

/**
 * The language a translated page's creative works declare (`inLanguage: 'es-US'`); the default
 * language's pages leave it out, as they always have.
 */
function useInLanguage(): Locale | undefined {
  const locale = useLocale();
  return locale === DEFAULT_LOCALE ? undefined : locale;
}

/** Renders JSON-LD objects into the server-rendered <head>. */
function JsonLd({items}: {items: readonly object[]}) {
  if (items.length === 0) return null;
  return (
    <Head>
      {items.map((item, index) => (
        <script key={index} type="application/ld+json">
          {serializeJsonLd(item)}
        </script>
      ))}
    </Head>
  );
}

/** Site-wide JSON-LD for the current route (Organization; Offer and FAQPage on /pricing). */
export function SiteStructuredData() {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const data = useJsonLdData();
  const locale = useLocale();
  const inLanguage = useInLanguage();
  const {withBaseUrl} = useBaseUrlUtils();
  // The rules name the language's own paths (`/pricing`); a translated page's address has its prefix.
  const carries = structuredDataForRoute(localPath(pathname, siteConfig.baseUrl), data.rules);
  const items: object[] = [];
  if (carries.organization) items.push(data.organization);
  if (carries.pricing) {
    const {price, currency, period} = PRICING.structuredDataOffer;
    items.push(
      createOfferStructuredData({
        siteUrl: siteConfig.url,
        path: withBaseUrl(data.rules.pricingPath),
        productName: `${data.publisher.name} AI Chatbot`,
        description: pricingOffer[locale].description,
        price,
        currency,
        period,
        seller: {name: data.publisher.name, siteUrl: siteConfig.url},
      }),
      createFaqPageStructuredData(pricingFaq[locale], inLanguage),
    );
  }
  return <JsonLd items={items} />;
}

/** Article JSON-LD of a blog post. */
export function ArticleStructuredData(props: ArticleStructuredDataProps) {
  const {siteConfig} = useDocusaurusContext();
  const {publisher} = useJsonLdData();
  return <JsonLd items={[createArticleStructuredData({...props, siteUrl: siteConfig.url, publisher})]} />;
}

/** BreadcrumbList JSON-LD of an article, newsletter issue or case study. */
export function BreadcrumbStructuredData({items}: {items: readonly Crumb[]}) {
  const {siteConfig} = useDocusaurusContext();
  return <JsonLd items={[createBreadcrumbStructuredData(items, siteConfig.url)]} />;
}

/** BreadcrumbList of a Help Center page: Home › Help Center › Section › Page (rendered by the swizzled DocBreadcrumbs/StructuredData). */
export function DocBreadcrumbStructuredData({
  sidebarCrumbs,
  root,
}: {
  sidebarCrumbs: readonly {label: string; href?: string}[];
  root: Crumb;
}) {
  const {siteConfig} = useDocusaurusContext();
  const {home} = useLocalized(BREADCRUMB_UI);
  return (
    <JsonLd
      items={[
        createDocBreadcrumbStructuredData({
          siteUrl: siteConfig.url,
          home: {name: home, path: siteConfig.baseUrl},
          root,
          sidebarCrumbs,
        }),
      ]}
    />
  );
}

/**
 * FAQPage of a troubleshooting page; its questions are read from the page's headings at build time (plugins/json-ld/remarkFaqPage).
 * @public imported by the MDX that remarkFaqPage writes, which no source file shows
 */
export function FaqPageStructuredData({faqs}: {faqs: readonly {question: string; answer: string}[]}) {
  const inLanguage = useInLanguage();
  return <JsonLd items={[createFaqPageStructuredData(faqs, inLanguage)]} />;
}
