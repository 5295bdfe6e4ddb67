import {describe, expect, it} from 'vitest';
import {LINKS, PRICING, SOCIAL_PROFILES} from '../../src/data/constants';
import {
  absoluteUrl,
  createArticleStructuredData,
  createBreadcrumbStructuredData,
  createDocBreadcrumbStructuredData,
  createFaqPageStructuredData,
  createOfferStructuredData,
  createOrganizationStructuredData,
  serializeJsonLd,
  splitAuthors,
} from './createStructuredData';
import {structuredDataForRoute} from './routeRules';
import {DEFAULT_OPTIONS, validateOptions} from './options';

const SITE = 'https://www.budbot.ai';
const publisher = {name: 'BudBot', logoPath: '/img/logo.svg'};

describe('createOrganizationStructuredData', () => {
  it('describes the company with its profiles and support e-mail', () => {
    const org = createOrganizationStructuredData({
      name: 'BudBot',
      siteUrl: SITE,
      logoPath: '/img/logo.svg',
      sameAs: SOCIAL_PROFILES.map((p) => p.href),
      email: LINKS.contactEmail,
      contactPath: '/contact',
    });
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      'name': 'BudBot',
      'url': 'https://www.budbot.ai/',
      'logo': 'https://www.budbot.ai/img/logo.svg',
      'contactPoint': {'@type': 'ContactPoint', 'email': 'hello@budbot.ai'},
    });
    expect(org).toHaveProperty(
      'sameAs',
      SOCIAL_PROFILES.map((p) => p.href),
    );
  });
});

describe('createOfferStructuredData', () => {
  it('prices the plan at 79 USD a month', () => {
    const {price, currency, period} = PRICING.structuredDataOffer;
    const offer = createOfferStructuredData({
      siteUrl: SITE,
      path: '/pricing',
      productName: 'BudBot AI Chatbot',
      description: 'The virtual budtender.',
      price,
      currency,
      period,
      seller: {name: 'BudBot', siteUrl: SITE},
    });
    expect(offer).toMatchObject({
      '@type': 'Offer',
      'price': 79,
      'priceCurrency': 'USD',
      'url': 'https://www.budbot.ai/pricing',
    });
    expect(offer.priceSpecification).toMatchObject({
      '@type': 'UnitPriceSpecification',
      'unitCode': 'MON',
      'unitText': 'monthly',
    });
  });
});

describe('createFaqPageStructuredData', () => {
  it('turns each FAQ into a Question with an accepted Answer', () => {
    const page = createFaqPageStructuredData([{question: 'Is there a setup fee?', answer: 'No, setup is free.'}]);
    expect(page.mainEntity).toEqual([
      {
        '@type': 'Question',
        'name': 'Is there a setup fee?',
        'acceptedAnswer': {'@type': 'Answer', 'text': 'No, setup is free.'},
      },
    ]);
  });

  it('says the language of a translated page, and nothing for the default one', () => {
    const faqs = [{question: '¿Hay costo de instalación?', answer: 'No, la instalación es gratis.'}];
    expect(createFaqPageStructuredData(faqs, 'es')).toMatchObject({'@type': 'FAQPage', 'inLanguage': 'es-US'});
    expect(createFaqPageStructuredData(faqs)).not.toHaveProperty('inLanguage');
  });
});

describe('createArticleStructuredData', () => {
  const base = {
    siteUrl: SITE,
    title: 'Cannabis AI Chatbots Compared',
    description: 'Five kinds of dispensary chatbot compared.',
    datePublished: '2025-01-15',
    permalink: '/blog/cannabis-ai-chatbot-competitors-2024',
    image: '/img/blog/cannabis-ai-chatbot-competitors-2024.svg',
    publisher,
  };

  it('has headline, description, date, a Person author and the company as publisher', () => {
    const article = createArticleStructuredData({...base, author: 'Priya Natarajan'});
    expect(article).toMatchObject({
      '@type': 'Article',
      'headline': base.title,
      'description': base.description,
      'datePublished': '2025-01-15',
      'author': {'@type': 'Person', 'name': 'Priya Natarajan'},
      'publisher': {'@type': 'Organization', 'name': 'BudBot', 'logo': {url: 'https://www.budbot.ai/img/logo.svg'}},
      'image': 'https://www.budbot.ai/img/blog/cannabis-ai-chatbot-competitors-2024.svg',
      'mainEntityOfPage': {'@id': 'https://www.budbot.ai/blog/cannabis-ai-chatbot-competitors-2024'},
    });
  });

  it('names each person of a shared byline', () => {
    expect(createArticleStructuredData({...base, author: 'Priya Natarajan and Jordan Alvarez'}).author).toEqual([
      {'@type': 'Person', 'name': 'Priya Natarajan', 'worksFor': {'@type': 'Organization', 'name': 'BudBot'}},
      {'@type': 'Person', 'name': 'Jordan Alvarez', 'worksFor': {'@type': 'Organization', 'name': 'BudBot'}},
    ]);
    expect(splitAuthors('Maya Chen, Jordan Alvarez & Priya Natarajan')).toEqual([
      'Maya Chen',
      'Jordan Alvarez',
      'Priya Natarajan',
    ]);
  });

  it('credits the organisation when the team wrote it', () => {
    expect(createArticleStructuredData({...base, author: 'BudBot Team'}).author).toMatchObject({
      '@type': 'Organization',
      'name': 'BudBot',
    });
  });
});

describe('createBreadcrumbStructuredData', () => {
  it('numbers the crumbs from 1 with absolute URLs', () => {
    const list = createBreadcrumbStructuredData(
      [
        {name: 'Home', path: '/'},
        {name: 'Blog', path: '/blog'},
      ],
      SITE,
    );
    expect(list.itemListElement).toEqual([
      {'@type': 'ListItem', 'position': 1, 'name': 'Home', 'item': 'https://www.budbot.ai/'},
      {'@type': 'ListItem', 'position': 2, 'name': 'Blog', 'item': 'https://www.budbot.ai/blog'},
    ]);
  });
});

describe('createDocBreadcrumbStructuredData', () => {
  const base = {siteUrl: SITE, home: {name: 'Home', path: '/'}, root: {name: 'Help Center', path: '/docs'}};
  it('puts Home and the Help Center before the section and the page', () => {
    const list = createDocBreadcrumbStructuredData({
      ...base,
      sidebarCrumbs: [
        {label: 'Integrations', href: '/docs/integrations/'},
        {label: 'Treez', href: '/docs/integrations/treez'},
      ],
    });
    expect(list.itemListElement).toEqual([
      {'@type': 'ListItem', 'position': 1, 'name': 'Home', 'item': 'https://www.budbot.ai/'},
      {'@type': 'ListItem', 'position': 2, 'name': 'Help Center', 'item': 'https://www.budbot.ai/docs'},
      {'@type': 'ListItem', 'position': 3, 'name': 'Integrations', 'item': 'https://www.budbot.ai/docs/integrations'},
      {'@type': 'ListItem', 'position': 4, 'name': 'Treez', 'item': 'https://www.budbot.ai/docs/integrations/treez'},
    ]);
  });

  it('skips crumbs without a link and does not repeat the Help Center on its own page', () => {
    const list = createDocBreadcrumbStructuredData({
      ...base,
      root: {name: 'Help Center', path: '/docs/'},
      sidebarCrumbs: [{label: 'Help Center', href: '/docs/'}, {label: 'Unlinked'}],
    });
    expect(list.itemListElement).toEqual([
      {'@type': 'ListItem', 'position': 1, 'name': 'Home', 'item': 'https://www.budbot.ai/'},
      {'@type': 'ListItem', 'position': 2, 'name': 'Help Center', 'item': 'https://www.budbot.ai/docs'},
    ]);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script tag', () => {
    const text = serializeJsonLd({headline: '</script><script>alert(1)</script>'});
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({headline: '</script><script>alert(1)</script>'});
  });
});

describe('absoluteUrl', () => {
  it('joins with or without a trailing slash on the site URL', () => {
    expect(absoluteUrl('https://www.budbot.ai/', '/pricing')).toBe('https://www.budbot.ai/pricing');
    expect(absoluteUrl('https://www.budbot.ai', 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
  });
});

describe('structuredDataForRoute', () => {
  const rules = {organizationExcludePrefixes: ['/agents/'], pricingPath: '/pricing'};
  it.each([
    ['/', {organization: true, pricing: false}],
    ['/pricing', {organization: true, pricing: true}],
    ['/pricing/', {organization: true, pricing: true}],
    ['/agents/upsell-agent', {organization: false, pricing: false}],
    ['/ai-agents', {organization: true, pricing: false}],
    ['/agents-news', {organization: true, pricing: false}],
  ])('%s', (path, expected) => {
    expect(structuredDataForRoute(path, rules)).toEqual(expected);
  });
});

describe('validateOptions', () => {
  const validate = (options: unknown) => validateOptions({options: options as never, validate: () => DEFAULT_OPTIONS});
  it('defaults to the company constants', () => {
    expect(validate(undefined)).toMatchObject({
      name: 'BudBot',
      email: 'hello@budbot.ai',
      organizationExcludePrefixes: ['/agents/'],
    });
  });
  it('names a bad field', () => {
    expect(() => validate({organizationExcludePrefixes: ['/agents']})).toThrow('must end with /');
    expect(() => validate({email: 'nope'})).toThrow('email');
  });
});
