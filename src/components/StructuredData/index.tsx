import React from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {PRICING} from '@site/src/data/constants';
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
  const carries = structuredDataForRoute(pathname, data.rules);
  const items: object[] = [];
  if (carries.organization) items.push(data.organization);
  if (carries.pricing) {
    const {price, currency, period} = PRICING.structuredDataOffer;
    items.push(
      createOfferStructuredData({
        siteUrl: siteConfig.url,
        path: data.rules.pricingPath,
        productName: `${data.publisher.name} AI Chatbot`,
        description: pricingOffer.description,
        price,
        currency,
        period,
        seller: {name: data.publisher.name, siteUrl: siteConfig.url},
      }),
      createFaqPageStructuredData(pricingFaq),
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
  return (
    <JsonLd
      items={[
        createDocBreadcrumbStructuredData({
          siteUrl: siteConfig.url,
          home: {name: 'Home', path: '/'},
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
  return <JsonLd items={[createFaqPageStructuredData(faqs)]} />;
}
