import React from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {SiteStructuredData} from '@site/src/components/StructuredData';
import SocialImageMeta from '@site/src/components/SocialImageMeta';
import {PAGE_META} from '@site/src/data/pageMeta';
import {TITLE_SUFFIX} from '@site/src/data/constants';
import {resolveBuildPageMeta} from '@site/src/lib/pageMeta';
import {useLocale} from '@site/src/lib/i18n/useLocale';
import {absoluteUrl, normalizePath} from '@site/src/lib/urls';
import {SECTION_FILTER, searchSectionOf} from '@site/src/lib/search/sections';
import {PRODUCT_NAME_WEIGHT, productSearchNameOf} from '@site/src/lib/search/productNames';

type Props = WrapperProps<typeof LayoutType>;

/**
 * The route's entry of the page-meta table, server-rendered into the head.
 * It is the first child of the layout, so a post's own <Head> rendered later
 * overrides it. A page outside the table keeps the title and description it
 * passes to <Layout>; otherwise it gets the home entry.
 */
function RouteHead({title, description}: Pick<Props, 'title' | 'description'>) {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const {meta, known} = resolveBuildPageMeta(PAGE_META[useLocale()], pathname, siteConfig.baseUrl);
  const page =
    !known && title
      ? {
          title: `${title}${TITLE_SUFFIX}`,
          description: description ?? meta.description,
          canonical: normalizePath(pathname),
        }
      : meta;
  const canonicalUrl = absoluteUrl(siteConfig.url, page.canonical);
  return (
    <>
      <Head>
        <title>{page.title}</title>
        <meta name="description" content={page.description} />
        <meta name="keywords" content={meta.keywords.join(', ')} />
        <meta name="robots" content="index, follow" />
        <link rel="canonical" href={canonicalUrl} />
        <meta property="og:type" content="website" />
        <meta property="og:url" content={canonicalUrl} />
        <meta property="og:title" content={page.title} />
        <meta property="og:description" content={page.description} />
      </Head>
      <SocialImageMeta route={pathname} alt={page.title} image={known ? meta.ogImage : undefined} />
    </>
  );
}

/** The page's part of the site, as a Pagefind filter the search dialog narrows by (set once per page, here). */
function SearchSectionFilter() {
  const {pathname} = useLocation();
  return <span hidden data-pagefind-filter={`${SECTION_FILTER}:${searchSectionOf(pathname)}`} />;
}

/**
 * On an agent, service or product page, its name for the site search: the
 * result's title (not the hero's slogan) and the page's heaviest words, so a
 * search for the name lists this page first (src/data/searchNames.ts).
 */
function ProductSearchName() {
  const {pathname} = useLocation();
  const product = productSearchNameOf(pathname);
  if (!product) return null;
  return (
    <span hidden data-pagefind-meta="title" data-pagefind-weight={PRODUCT_NAME_WEIGHT}>
      {product.name}
    </span>
  );
}

export default function LayoutWrapper({children, ...props}: Props) {
  return (
    <Layout {...props}>
      <RouteHead title={props.title} description={props.description} />
      <SiteStructuredData />
      <SearchSectionFilter />
      <ProductSearchName />
      {children}
    </Layout>
  );
}
