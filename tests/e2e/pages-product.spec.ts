import type {Page} from '@playwright/test';
import {test, expect} from './support/test';
import {mainOf as main, openRoute as open} from './support/pages';
import {ADA_WIDGET, AGENT_PRICING, AGENT_RESULTS, CLAIMS, LINKS, PRICING} from '../../src/data/constants';
import {about} from '../../src/data/about';
import {pricing, pricingFaq} from '../../src/data/pricing';
import {productBot} from '../../src/data/productBot';
import {howItWorks, setupSteps} from '../../src/data/howItWorks';
import {AGENT_IDS, agentCards, agentOffers, agentPages, agentsSuite} from '../../src/data/agents';

/**
 * The product pages: /about, /pricing, /ai-product-bot,
 * /how-it-works, /ai-agents and the five agent pages. Every expected figure
 * is read from the same data and constants modules the pages render.
 * Overflow, axe in both modes and screenshots (SHOTS_DIR) of these pages are the page walk's, walk.spec.ts.
 */

const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;
const agentRoutes = AGENT_IDS.map((id) => `/agents/${id}`);
const ROUTES = ['/about', '/pricing', '/ai-product-bot', '/how-it-works', '/ai-agents', ...agentRoutes];

const h2 = (page: Page, name: string) => main(page).getByRole('heading', {level: 2, name, exact: true});

async function expectExternal(page: Page, name: string | RegExp, href: string) {
  const links = main(page).getByRole('link', {name});
  await expect(links.first()).toHaveAttribute('href', href);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
}

test.describe('pre-rendered HTML', () => {
  for (const route of ROUTES) {
    test(`${route} is served as static HTML with its h1`, async ({request}) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html.match(/<h1[\s>]/g) ?? []).toHaveLength(1);
      expect(html).toContain('<main');
    });
  }
});

test.describe('/about', () => {
  test('hero figures, mission, timeline, features, testimonials and calls to action', async ({page}) => {
    const errors = await open(page, '/about');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(about.en.hero.title);
    for (const value of [CLAIMS.dispensaries, CLAIMS.years, CLAIMS.availability]) {
      await expect(main(page).locator('#hero dd').filter({hasText: value}).first()).toBeVisible();
    }
    for (const title of [
      about.en.mission.title,
      about.en.timeline.title,
      about.en.features.title,
      about.en.testimonials.title,
      about.en.cta.title,
    ]) {
      await expect(h2(page, title)).toBeVisible();
    }
    await expect(main(page).locator('#timeline li')).toHaveCount(3);
    for (const year of ['2020', '2022', 'Now'])
      await expect(main(page).locator('#timeline').getByText(year, {exact: true})).toBeVisible();
    await expect(main(page).locator('#testimonials blockquote')).toHaveCount(2);
    await expect(main(page).getByRole('link', {name: 'Contact Us'})).toHaveAttribute('href', '/contact');
    await expectExternal(page, /Book a Demo/, LINKS.scheduling);
    await expect(main(page).getByRole('img', {name: about.en.mission.image.alt})).toHaveAttribute(
      'width',
      String(about.en.mission.image.width),
    );
    expect(errors).toEqual([]);
  });

  test('shows the gray fallback box when the image fails', async ({page}) => {
    await page.route('**/img/about/**', (route) => route.fulfill({status: 404, body: ''}));
    await page.goto('/about');
    await page.locator('#mission').scrollIntoViewIfNeeded();
    await expect(main(page).getByText(about.en.mission.imageFallback, {exact: true})).toBeVisible();
  });
});

test.describe('/pricing', () => {
  test('anchors, plans, figures, comparison and FAQ', async ({page}) => {
    const errors = await open(page, '/pricing');
    for (const id of ['hero', 'cart-problem', 'plans', 'features', 'results', 'comparison', 'faq', 'cta']) {
      const section = page.locator(`section#${id}`);
      await expect(section).toHaveCount(1);
      await expect(section).toHaveCSS('scroll-margin-top', '80px');
    }
    const plans = page.locator('#plans');
    await expect(plans.getByText(usd(PRICING.pricingPageMonthly), {exact: true})).toBeVisible();
    await expect(plans.getByText(usd(PRICING.annualPerMonth), {exact: true})).toBeVisible();
    await expect(plans.getByText(`Billed ${usd(PRICING.annualBilled)} yearly.`)).toBeVisible();
    await expect(plans.getByText(`Save ${usd(PRICING.annualSavings)}`)).toBeVisible();
    await expect(
      plans.getByRole('heading', {name: `Early access: ${PRICING.earlyAccessFreeMonths} months free`}),
    ).toBeVisible();
    const hero = page.locator('#hero');
    for (const badge of [
      `${PRICING.trialDaysPricing}-day free trial`,
      `${PRICING.guaranteeDays}-day money-back guarantee`,
      'No setup fees',
      'Cancel anytime',
    ]) {
      await expect(hero.getByRole('listitem').filter({hasText: badge})).toBeVisible();
    }

    const table = page.locator('#comparison table');
    const headers = await table.locator('thead th').allTextContents();
    expect(headers).toEqual(['Tool', 'Price', 'Response time', 'Cart recovery', 'Usage limits', 'Best for']);
    await expect(table.locator('tbody tr')).toHaveCount(pricing.en.comparison.rows.length);
    const competitorPrices = (
      await table.locator('tbody tr:not(:first-child) td[data-column="price"]').allTextContents()
    ).join(' ');
    expect(competitorPrices).toContain(usd(PRICING.competitorPriceMin));
    expect(competitorPrices).toContain(usd(PRICING.competitorPriceMax));

    await expect(page.locator('#faq [id^="item-"]')).toHaveCount(pricingFaq.en.length);
    expect(pricingFaq.en).toHaveLength(3);
    await expect(page.locator('#cta').getByRole('link', {name: 'Start Free Trial'})).toHaveAttribute(
      'href',
      '/waitlist',
    );
    expect(errors).toEqual([]);
  });

  test('header anchors land below the fixed navbar', async ({page}) => {
    await open(page, '/pricing#comparison');
    const top = await page.locator('#comparison').evaluate((el) => el.getBoundingClientRect().top);
    expect(Math.round(top)).toBe(80);
  });
});

test.describe('/ai-product-bot', () => {
  test('all sections, figures and links', async ({page}) => {
    const errors = await open(page, '/ai-product-bot');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(productBot.en.hero.title);
    const sections = [
      productBot.en.problems,
      productBot.en.features,
      productBot.en.adminTools,
      productBot.en.tech,
      productBot.en.compliance,
      productBot.en.results,
      productBot.en.pricing,
      productBot.en.testimonials,
      productBot.en.setup,
      productBot.en.faq,
      productBot.en.demo,
      productBot.en.cta,
    ];
    for (const {title} of sections) await expect(h2(page, title)).toBeVisible();
    for (const stat of productBot.en.hero.stats)
      await expect(page.locator('#hero dd').filter({hasText: stat.value}).first()).toBeVisible();
    for (const tool of productBot.en.adminTools.tools)
      await expect(page.locator('#admin-tools').getByRole('heading', {name: tool.title, exact: true})).toBeVisible();
    await expect(page.locator('#pricing').getByText(`$${PRICING.planMonthly}`, {exact: true})).toBeVisible();
    await expect(page.locator('#pricing').getByText(`${PRICING.trialDaysLanding}-day free trial`)).toBeVisible();
    await expect(page.locator('#setup ol > li')).toHaveCount(5);
    await expect(page.locator('#faq [id^="item-"]')).toHaveCount(13);
    await expect(page.locator('section#demo')).toHaveCount(1);
    for (const href of ['/waitlist', '#demo', '/integrations', '/pricing', '/chat-widget', '/contact-us']) {
      await expect(main(page).locator(`a[href="${href}"]`).first()).toBeAttached();
    }
    expect(errors).toEqual([]);
  });

  test('See the Demo scrolls to #demo', async ({page}) => {
    await open(page, '/ai-product-bot');
    await page.locator('#hero').getByRole('link', {name: 'See the Demo'}).click();
    await expect(page).toHaveURL(/#demo$/);
    await expect(page.locator('#demo-title')).toBeInViewport();
  });

  test('FAQ: one item open at a time, by click and by keyboard', async ({page}) => {
    await open(page, '/ai-product-bot');
    const trigger = (index: number) => page.locator(`#item-${index} button`);
    const expanded = () => page.locator('#faq button[aria-expanded="true"]');
    await expect(expanded()).toHaveCount(0);

    await trigger(0).click();
    await expect(trigger(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#item-0 [role="region"]')).toBeVisible();
    await trigger(3).click();
    await expect(trigger(3)).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(expanded()).toHaveCount(1);
    await trigger(3).click();
    await expect(expanded()).toHaveCount(0);

    await trigger(5).focus();
    await page.keyboard.press('Enter');
    await expect(trigger(5)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(trigger(6)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(trigger(6)).toHaveAttribute('aria-expanded', 'true');
    await expect(expanded()).toHaveCount(1);
    await page.keyboard.press('Space');
    await expect(expanded()).toHaveCount(0);
  });
});

test.describe('/how-it-works', () => {
  test('five steps, the conversation, integrations and links', async ({page}) => {
    const errors = await open(page, '/how-it-works');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(howItWorks.en.hero.title);
    for (const title of [
      howItWorks.en.steps.title,
      howItWorks.en.conversation.title,
      howItWorks.en.integrations.title,
      howItWorks.en.cta.title,
    ]) {
      await expect(h2(page, title)).toBeVisible();
    }
    await expect(page.locator('#setup ol > li')).toHaveCount(setupSteps.en.length);
    for (const step of setupSteps.en)
      await expect(page.locator('#setup').getByRole('heading', {name: step.title})).toBeVisible();
    for (const partner of howItWorks.en.integrations.partners)
      await expect(page.locator('#integrations').getByText(partner, {exact: true})).toBeVisible();
    await expect(page.locator('#conversation').getByText(howItWorks.en.conversation.sample.notice)).toBeVisible();
    await expect(main(page).locator('a[href="/pricing"]').first()).toBeVisible();
    await expect(main(page).locator('a[href="/request-demo"]').first()).toBeVisible();
    await expect(main(page).locator('a[href="/integrations"]')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('/ai-agents', () => {
  test('five agent cards with features, typical result and link', async ({page}) => {
    const errors = await open(page, '/ai-agents');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(agentsSuite.en.hero.title);
    const cards = page.locator('#agents article');
    await expect(cards).toHaveCount(5);
    for (const agent of agentCards.en) {
      const card = cards.filter({has: page.getByRole('heading', {name: agent.name, exact: true})});
      const result = AGENT_RESULTS[agent.id];
      await expect(card.locator(`[data-agent-result="${agent.id}"]`)).toContainText(`${result.value} ${result.label}`);
      for (const feature of agent.features) await expect(card.getByText(feature)).toBeVisible();
      await expect(card.getByRole('link', {name: `Explore the ${agent.name}`})).toHaveAttribute('href', agent.path);
      await expect(card.getByText(agentOffers.en[agent.id].price, {exact: true})).toBeVisible();
    }
    await expect(page.locator('#cta').getByRole('link', {name: 'Start Free Trial'})).toHaveAttribute(
      'href',
      '/waitlist',
    );
    await expectExternal(page, /Schedule Demo/, LINKS.scheduling);
    expect(errors).toEqual([]);
  });
});

test.describe('agent pages', () => {
  for (const id of AGENT_IDS) {
    test(`/agents/${id}: sections, price, guarantee, trial and links`, async ({page}) => {
      const agent = agentPages.en[id];
      const errors = await open(page, `/agents/${id}`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(agent.hero.title);
      for (const sectionId of ['hero', 'scenarios', 'features', 'results', 'roi', 'implementation', 'faq', 'cta']) {
        await expect(page.locator(`section#${sectionId}`)).toHaveCount(1);
      }
      for (const title of [
        agent.scenarios.title,
        agent.features.title,
        agent.results.title,
        agent.roi.title,
        agent.steps.title,
        agent.cta.title,
      ]) {
        await expect(h2(page, title)).toBeVisible();
      }
      const hero = page.locator('#hero');
      const {monthly, guaranteeDays} = AGENT_PRICING[id];
      await expect(hero.locator('[data-offer="price"]')).toHaveText(
        monthly === 0 ? 'Free with any agent' : `${usd(monthly)}/month`,
      );
      if (guaranteeDays === null) await expect(hero.locator('[data-offer="guarantee"]')).toHaveCount(0);
      else
        await expect(hero.locator('[data-offer="guarantee"]')).toHaveText(`${guaranteeDays}-day money-back guarantee`);
      await expect(hero.locator('[data-offer="trial"]')).toHaveText(`${PRICING.trialDaysLanding}-day free trial`);
      await expect(hero).toContainText(`${AGENT_RESULTS[id].value} ${AGENT_RESULTS[id].label}`);
      await expect(page.locator('#faq [id^="item-"]')).toHaveCount(agent.faq.length);
      await expect(page.locator('#implementation ol > li')).toHaveCount(agent.steps.items.length);

      const trialLinks = main(page).getByRole('link', {name: /Start Free Trial/});
      await expect(trialLinks).toHaveCount(2);
      for (const link of await trialLinks.all()) {
        if (id === 'knowledge-agent') {
          await expect(link).toHaveAttribute('href', LINKS.scheduling);
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        } else {
          await expect(link).toHaveAttribute('href', '/waitlist');
        }
      }
      await expectExternal(page, /Schedule a Demo/, LINKS.scheduling);
      expect(errors).toEqual([]);
    });
  }

  test('the ADA widget page states what the widget does, with its own figures', async ({page}) => {
    await open(page, '/agents/ada-widget');
    await expect(page.locator('#features ol > li')).toHaveCount(ADA_WIDGET.features);
    const text = await main(page).innerText();
    expect(text).toContain(`${ADA_WIDGET.features} adjustments`);
    expect(text).toContain(ADA_WIDGET.standard);
    expect(text).toContain(`up to ${ADA_WIDGET.textScalingMaxPercent}%`);
    expect(text).not.toMatch(/instant/i);
  });
});
