import type {Article, BreadcrumbList, FAQPage, Offer, Organization, Person, WithContext} from 'schema-dts';
import {absoluteUrl, withoutTrailingSlash} from '../../src/lib/urls';
import {LOCALE_INFO, type Locale} from '../../src/data/constants';

/**
 * Pure builders of the site's JSON-LD, typed with schema-dts. The components in
 * src/components/StructuredData render what these return; the tests check them.
 */

export type OrganizationInput = {
  name: string;
  siteUrl: string;
  /** Site path of the logo, e.g. /img/logo.svg. */
  logoPath: string;
  sameAs: readonly string[];
  email: string;
  /** Site path of the contact page. */
  contactPath: string;
};

export {absoluteUrl};

/** JSON inside a <script> must never close the tag early. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function createOrganizationStructuredData(input: OrganizationInput): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${absoluteUrl(input.siteUrl, '/')}#organization`,
    'name': input.name,
    'url': absoluteUrl(input.siteUrl, '/'),
    'logo': absoluteUrl(input.siteUrl, input.logoPath),
    'sameAs': [...input.sameAs],
    'contactPoint': {
      '@type': 'ContactPoint',
      'contactType': 'customer support',
      'email': input.email,
      'url': absoluteUrl(input.siteUrl, input.contactPath),
      'availableLanguage': 'English',
    },
  };
}

export type OfferInput = {
  siteUrl: string;
  /** Site path of the pricing page. */
  path: string;
  productName: string;
  description: string;
  price: number;
  currency: string;
  /** Billing period: 'monthly' gives a UN/CEFACT unit of one month. */
  period: 'monthly' | 'yearly';
  seller: {name: string; siteUrl: string};
};

const UNIT_CODE = {monthly: 'MON', yearly: 'ANN'} as const;

export function createOfferStructuredData(input: OfferInput): WithContext<Offer> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    'name': `${input.productName} subscription`,
    'description': input.description,
    'url': absoluteUrl(input.siteUrl, input.path),
    'price': input.price,
    'priceCurrency': input.currency,
    'availability': 'https://schema.org/InStock',
    'priceSpecification': {
      '@type': 'UnitPriceSpecification',
      'price': input.price,
      'priceCurrency': input.currency,
      'unitCode': UNIT_CODE[input.period],
      'unitText': input.period,
      'referenceQuantity': {'@type': 'QuantitativeValue', 'value': 1, 'unitCode': UNIT_CODE[input.period]},
    },
    'itemOffered': {
      '@type': 'SoftwareApplication',
      'name': input.productName,
      'applicationCategory': 'BusinessApplication',
      'operatingSystem': 'Web',
    },
    'seller': {'@type': 'Organization', 'name': input.seller.name, 'url': absoluteUrl(input.seller.siteUrl, '/')},
  };
}

/** `locale`: the page's language, given as `inLanguage` (`es-US`); the default language's pages leave it out. */
export function createFaqPageStructuredData(
  faqs: readonly {question: string; answer: string}[],
  locale?: Locale,
): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    ...(locale ? {inLanguage: LOCALE_INFO[locale].htmlLang} : {}),
    'mainEntity': faqs.map((faq) => ({
      '@type': 'Question',
      'name': faq.question,
      'acceptedAnswer': {'@type': 'Answer', 'text': faq.answer},
    })),
  };
}

export type ArticleInput = {
  siteUrl: string;
  title: string;
  description: string;
  /** ISO date (YYYY-MM-DD or a full timestamp). */
  datePublished: string;
  /** Author's name; the brand's own name makes the organisation the author. */
  author: string;
  permalink: string;
  /** Site path or absolute URL of the article image. */
  image?: string;
  publisher: {name: string; logoPath: string};
};

export function createArticleStructuredData(input: ArticleInput): WithContext<Article> {
  const url = absoluteUrl(input.siteUrl, input.permalink);
  const publisher: Organization = {
    '@type': 'Organization',
    'name': input.publisher.name,
    'url': absoluteUrl(input.siteUrl, '/'),
    'logo': {'@type': 'ImageObject', 'url': absoluteUrl(input.siteUrl, input.publisher.logoPath)},
  };
  const people = splitAuthors(input.author).map((name): Person => ({
    '@type': 'Person',
    name,
    'worksFor': {'@type': 'Organization', 'name': input.publisher.name},
  }));
  const author: Person | Person[] | Organization =
    people.length === 0 || isOrganizationAuthor(input.author, input.publisher.name)
      ? {'@type': 'Organization', 'name': input.publisher.name, 'url': absoluteUrl(input.siteUrl, '/')}
      : people.length === 1
        ? people[0]!
        : people;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    'headline': input.title,
    'description': input.description,
    author,
    publisher,
    'datePublished': input.datePublished,
    'mainEntityOfPage': {'@type': 'WebPage', '@id': url},
    url,
    ...(input.image ? {image: absoluteUrl(input.siteUrl, input.image)} : {}),
  };
}

/** Post pages pass one byline: 'Priya Natarajan and Jordan Alvarez' names two people. */
export function splitAuthors(byline: string): string[] {
  return byline
    .split(/\s*(?:,|&|\band\b)\s*/)
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** 'BudBot', 'BudBot Team', 'The BudBot team' all mean the company wrote it. */
function isOrganizationAuthor(author: string, brand: string): boolean {
  const words = author
    .trim()
    .toLowerCase()
    .replace(/^the\s+/, '');
  return words === brand.toLowerCase() || words === `${brand.toLowerCase()} team`;
}

export type Crumb = {name: string; path: string};

export function createBreadcrumbStructuredData(items: readonly Crumb[], siteUrl: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    'itemListElement': items.map((crumb, index) => ({
      '@type': 'ListItem',
      'position': index + 1,
      'name': crumb.name,
      'item': absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

export type DocBreadcrumbInput = {
  siteUrl: string;
  /** The site's home crumb, then the Help Center's. */
  home: Crumb;
  root: Crumb;
  /** The theme's sidebar breadcrumbs (section, page); items without a link are skipped, as schema.org asks. */
  sidebarCrumbs: readonly {label: string; href?: string}[];
};

/** The docs plugin gives index pages a trailing slash (`/docs/`); the site's URLs have none. */

/** Home › Help Center › Section › Page, for every doc page. */
export function createDocBreadcrumbStructuredData(input: DocBreadcrumbInput): WithContext<BreadcrumbList> {
  const root = {...input.root, path: withoutTrailingSlash(input.root.path)};
  const rest = input.sidebarCrumbs
    .filter((crumb): crumb is {label: string; href: string} => Boolean(crumb.href))
    .map((crumb) => ({name: crumb.label, path: withoutTrailingSlash(crumb.href)}))
    .filter((crumb) => crumb.path !== root.path);
  return createBreadcrumbStructuredData([input.home, root, ...rest], input.siteUrl);
}
