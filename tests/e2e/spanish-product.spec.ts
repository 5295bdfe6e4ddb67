import {test, expect} from './support/test';
import {mainOf as main, openRoute as open} from './support/pages';
import {ADULTS_NOTICE, LINKS} from '../../src/data/constants';
import {about} from '../../src/data/about';
import {contactCta, contactHero, requestDemoPage} from '../../src/data/contact';
import {howItWorks, setupSteps} from '../../src/data/howItWorks';
import {pricing, pricingFaq} from '../../src/data/pricing';
import {productBot} from '../../src/data/productBot';
import {adNetwork, consultancy, digitalSignage, serviceActions} from '../../src/data/services';

/**
 * The product, company and service pages in Spanish, at /es/ with the English slugs: each renders its
 * language's copy from the same data modules as the English pages (pages-product.spec.ts, pages-more.spec.ts),
 * with the same figures and links, and /es/pricing's structured data carries the Spanish FAQ.
 */

const PAGES: readonly {route: string; title: string; headings: readonly string[]}[] = [
  {route: '/es/pricing', title: pricing.es.hero.title, headings: [pricing.es.plans.title, pricing.es.faqTitle]},
  {
    route: '/es/ai-product-bot',
    title: productBot.es.hero.title,
    headings: [productBot.es.adminTools.title, productBot.es.faq.title, productBot.es.demo.title],
  },
  {
    route: '/es/how-it-works',
    title: howItWorks.es.hero.title,
    headings: [howItWorks.es.steps.title, howItWorks.es.conversation.title],
  },
  {route: '/es/about', title: about.es.hero.title, headings: [about.es.mission.title, about.es.timeline.title]},
  {route: '/es/contact', title: contactHero.es.title, headings: [contactCta.es.title]},
  {
    route: '/es/request-demo',
    title: requestDemoPage.es.hero.title,
    headings: [requestDemoPage.es.covers.title, requestDemoPage.es.next.title],
  },
  {
    route: '/es/services/consultancy',
    title: consultancy.es.hero.title,
    headings: [consultancy.es.services.title, consultancy.es.process.title],
  },
  {
    route: '/es/services/digital-signage',
    title: digitalSignage.es.hero.title,
    headings: [digitalSignage.es.provider.title, digitalSignage.es.faq.title],
  },
  {
    route: '/es/services/ad-network',
    title: adNetwork.es.hero.title,
    headings: [adNetwork.es.provider.title, adNetwork.es.faq.title],
  },
];

test.describe('the product and service pages in Spanish', () => {
  for (const {route, title, headings} of PAGES) {
    test(`${route} renders its Spanish copy`, async ({page}) => {
      const errors = await open(page, route);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
      await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
      for (const heading of headings)
        await expect(main(page).getByRole('heading', {level: 2, name: heading, exact: true})).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('/es/pricing: the comparison table and the FAQPage structured data are Spanish', async ({page, request}) => {
    const errors = await open(page, '/es/pricing');
    const headers = await page.locator('#comparison table thead th').allTextContents();
    expect(headers).toEqual(Object.values(pricing.es.comparison.columns));
    await expect(page.locator('#faq [id^="item-"]')).toHaveCount(pricingFaq.es.length);

    const html = await (await request.get('/es/pricing')).text();
    const items = [...html.matchAll(/<script[^>]*type="?application\/ld\+json"?[^>]*>(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1]!) as {'@type': string; 'url'?: string; 'mainEntity'?: {name: string}[]},
    );
    const faq = items.find((item) => item['@type'] === 'FAQPage');
    expect(faq?.mainEntity?.map((question) => question.name)).toEqual(pricingFaq.es.map((q) => q.question));
    expect(items.find((item) => item['@type'] === 'Offer')?.url).toMatch(/\/es\/pricing$/);
    expect(errors).toEqual([]);
  });

  test('/es/how-it-works: the setup steps and the sample chat are Spanish', async ({page}) => {
    await open(page, '/es/how-it-works');
    await expect(page.locator('#setup ol > li')).toHaveCount(setupSteps.es.length);
    for (const step of setupSteps.es) await expect(main(page).getByText(step.title, {exact: true})).toBeVisible();
    await expect(page.locator('#conversation').getByText(ADULTS_NOTICE.es)).toBeVisible();
  });

  test('/es/services/consultancy: the Spanish actions keep their targets', async ({page}) => {
    await open(page, '/es/services/consultancy');
    const discovery = main(page).getByRole('link', {name: serviceActions.es.discovery}).first();
    await expect(discovery).toHaveAttribute('href', LINKS.scheduling);
    await expect(main(page).getByRole('link', {name: serviceActions.es.integrations})).toHaveAttribute(
      'href',
      '/es/integrations',
    );
  });
});
