import {DEFAULT_LOCALE, LOCALES, LOCALE_INFO} from '../../src/data/constants/locales';
import {splitLocale} from '../../src/lib/i18n/routes';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {expect, test} from './support/test';
import {parseRedirectsFile} from '../../plugins/redirects/collectRedirects';
import {pricingFaq} from '../../src/data/pricing';
import {REDIRECTS} from '../../src/data/redirects';
import {sitemapRoutes} from './support/routes';

/**
 * Site-wide behaviours: aliases, unknown paths, the home guard,
 * the error screen, the HTML sitemap, search and the JSON-LD rules, all on
 * the production build behind the real server.
 */

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const builtRedirects = parseRedirectsFile(readFileSync(path.join(buildDir, '_redirects'), 'utf8'));
const newsletterAlias = builtRedirects.find(
  (r) => r.from === '/newsletters/cannabis-retail-intelligence-weekly-issue-47',
);

const pathOf = (page: Page) => new URL(page.url()).pathname;

test.describe('aliases', () => {
  test('the build knows every alias of the table and the newsletter front matter', () => {
    expect(builtRedirects).toEqual(expect.arrayContaining([...REDIRECTS]));
    expect(newsletterAlias?.to).toBe('/newsletters/holiday-shopping-behavior-analysis-cannabis-retail-insights');
  });

  for (const {from, to} of builtRedirects) {
    test(`${from} → ${to}`, async ({page, request}) => {
      // npm run serve answers with a real 301 that keeps the query string.
      const res = await request.get(`${from}?utm_source=print`, {maxRedirects: 0});
      expect(res.status()).toBe(301);
      expect(res.headers().location).toBe(`${to}?utm_source=print`);

      // On a static host without redirect rules the alias page itself is served: it forwards too.
      await page.route(`**${from}`, (route) =>
        route.fulfill({path: path.join(buildDir, `${from}.html`), contentType: 'text/html'}),
      );
      await page.goto(from);
      await expect.poll(() => pathOf(page)).toBe(to);
    });
  }

  test('an in-site link to an alias lands on the target without a reload', async ({page}) => {
    await page.goto('/about');
    await page.evaluate(() => {
      Object.assign(window, {sameDocument: true});
      window.history.pushState({}, '', '/contact-us');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => pathOf(page)).toBe('/contact');
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });
});

test('an unknown path answers 404 and sends the visitor home, replacing the history entry', async ({page}) => {
  await page.goto('/about');
  const res = await page.goto('/no-such-page-for-budbot');
  expect(res?.status()).toBe(404);
  await expect.poll(() => pathOf(page)).toBe('/');
  await page.goBack();
  await expect.poll(() => pathOf(page)).toBe('/about');
});

test.describe('home guard', () => {
  test('a tracking id of 7 digits is cleaned, replacing the entry', async ({page}) => {
    await page.goto('/about');
    await page.goto('/?ref=1234567');
    await expect.poll(() => page.url()).toMatch(/\/$/);
    await page.goBack();
    await expect.poll(() => pathOf(page)).toBe('/about');
  });

  test('l works like ref, and so does the site host written into the address', async ({page}) => {
    await page.goto('/?l=98765432');
    await expect.poll(() => page.url()).toMatch(/\/$/);
    await page.goto('/?next=https%3A%2F%2Fwww.budbot.ai%2Fpricing');
    await expect.poll(() => page.url()).toMatch(/\/$/);
  });

  test('a 6-digit ref is kept', async ({page}) => {
    await page.goto('/?ref=123456');
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).search).toBe('?ref=123456');
  });
});

test.describe('a page that cannot hydrate', () => {
  test.use({waitForHydration: false});

  test('a render failure shows the error screen and is logged', async ({page}) => {
    // The theme reads the window width after hydration to pick the navbar
    // layout; making that read throw is a genuine render-time failure, forced
    // from the test without any switch in production code.
    await page.addInitScript(() => {
      Object.defineProperty(window, 'innerWidth', {
        configurable: true,
        get() {
          throw new Error('forced render failure');
        },
      });
    });
    const logged: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && logged.push(msg.text()));
    await page.goto('/about');
    await expect(page.getByRole('heading', {level: 1, name: 'Something went wrong'})).toBeVisible();
    await expect(page.getByText('Please try refreshing the page.')).toBeVisible();
    await expect(page.getByRole('button', {name: 'Refresh page'})).toBeVisible();
    expect(logged.some((text) => text.includes('BudBot page failed to render'))).toBe(true);
  });
});

test.describe('HTML sitemap and sitemap.xml', () => {
  test('/sitemap lists the groups, every collection entry and the closing block', async ({page}) => {
    await page.goto('/sitemap');
    await expect(page.getByRole('heading', {level: 1, name: 'Sitemap'})).toBeVisible();
    const groups = await page.getByRole('heading', {level: 2}).allTextContents();
    expect(groups).toEqual(
      expect.arrayContaining([
        'Main Pages',
        'AI Agents',
        'Services',
        'Content Hub',
        'Blog Articles',
        'Case Studies',
        'Newsletter Issues',
        'Other',
        'Need Help Finding Something?',
      ]),
    );
    const main = page.locator('main');
    const hrefs = await main.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const entries = sitemapRoutes().filter((route) => /^\/(blog|newsletters|case-studies)\/[a-z0-9-]+$/.test(route));
    expect(entries.length).toBeGreaterThan(8);
    expect(hrefs).toEqual(expect.arrayContaining(entries));
    await expect(main.getByRole('link', {name: 'Contact Support'})).toHaveAttribute('href', '/contact');
  });

  test('sitemap.xml lists every page of the HTML sitemap, and no alias or listing page', async ({page}) => {
    const xml = sitemapRoutes();
    await page.goto('/sitemap');
    const listed = await page
      .locator('main a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(xml).toEqual(expect.arrayContaining(listed.filter((href) => href !== '/contact')));
    for (const {from} of builtRedirects) expect(xml).not.toContain(from);
    expect(xml.filter((route) => /\/(tags|authors|archive)(\/|$)/.test(route))).toEqual([]);
  });
});

test('a route change scrolls to the top, and pricing anchors keep an 80 px offset', async ({page}) => {
  await page.goto('/about');
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.locator('footer a[href="/privacy"]').first().click();
  await expect.poll(() => pathOf(page)).toBe('/privacy');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // Pricing section links land with the section 80 px below the top, clear of the sticky navbar.
  await page.goto('/pricing');
  await page.evaluate(() => document.getElementById('plans')?.scrollIntoView());
  await expect
    .poll(() => page.evaluate(() => Math.round(document.getElementById('plans')!.getBoundingClientRect().top)))
    .toBe(80);
});

test.describe('search', () => {
  test('finds a newsletter issue by a word only in its body, from the keyboard, offline', async ({page}) => {
    // Nothing but the site itself may answer.
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    let searchBytes = 0;
    page.on('requestfinished', async (req) => {
      if (new URL(req.url()).pathname.startsWith('/pagefind/')) searchBytes += (await req.sizes()).responseBodySize;
    });
    await page.goto('/');
    await page.getByRole('button', {name: 'Search'}).click();
    const dialog = page.getByRole('dialog', {name: 'Search the BudBot site'});
    await expect(dialog).toBeVisible();
    const input = dialog.getByRole('searchbox', {name: /Search pages, articles, newsletters and case studies/});
    await expect(input).toBeFocused();
    await input.fill('shrinkflation');
    const hit = dialog.getByRole('link', {name: /Q4 Performance Report/});
    await expect(hit).toBeVisible();
    await expect(hit).toHaveAttribute('href', '/newsletters/q4-performance-report-issue-46');
    await expect(hit.locator('mark').first()).toHaveText(/shrinkflation/i);
    test
      .info()
      .annotations.push({type: 'search download before the first result (bytes)', description: String(searchBytes)});
    expect(searchBytes).toBeLessThan(300 * 1024);

    await input.press('ArrowDown');
    await expect(hit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toBe('/newsletters/q4-performance-report-issue-46');
    await expect(dialog).toBeHidden();
  });

  test('without an index (as under npm start) the box says so politely', async ({page}) => {
    await page.route('**/pagefind/pagefind.js', (route) => route.fulfill({status: 404, body: ''}));
    await page.goto('/');
    await page.getByRole('button', {name: 'Search'}).click();
    await expect(page.getByRole('dialog').getByRole('status')).toHaveText(/Search runs on the built site/);
  });

  test('Escape closes the dialog and the box is in the navbar on a phone', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/blog');
    const trigger = page.locator('nav').getByRole('button', {name: 'Search'});
    await expect(trigger).toBeVisible();
    await trigger.click();
    const dialog = page.getByRole('dialog', {name: 'Search the BudBot site'});
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

type JsonLd = {'@type': string; [key: string]: unknown};

/** The JSON-LD of a page's server-rendered HTML, parsed in the browser's own HTML parser. */
async function jsonLdOf(page: Page, html: string): Promise<JsonLd[]> {
  const texts = await page.evaluate(
    (source) =>
      Array.from(
        new DOMParser().parseFromString(source, 'text/html').querySelectorAll('script[type="application/ld+json"]'),
        (s) => s.textContent ?? '',
      ),
    html,
  );
  return texts.map((text) => JSON.parse(text) as JsonLd);
}

test('every built page carries the JSON-LD its kind requires', async ({page, request}) => {
  test.setTimeout(120_000);
  await page.goto('/sitemap');
  const checked: string[] = [];
  for (const route of sitemapRoutes()) {
    const html = await (await request.get(route)).text();
    const items = await jsonLdOf(page, html);
    const types = items.map((item) => item['@type']);
    for (const item of items) expect(item['@context'], route).toBe('https://schema.org');
    // Each language's page carries the same kinds; a translated page's creative works say their language
    // (schema.org gives `inLanguage` to CreativeWork, which FAQPage and Article are and BreadcrumbList is not).
    const {locale, path: own} = splitLocale(route, LOCALES);
    if (locale !== DEFAULT_LOCALE)
      for (const item of items.filter((i) => ['FAQPage', 'Article'].includes(i['@type'])))
        expect(item['inLanguage'], `${route}: ${item['@type']} says its language`).toBe(LOCALE_INFO[locale].htmlLang);

    expect(types.includes('Organization'), `${route}: Organization`).toBe(!own.startsWith('/agents/'));
    expect(types.includes('Offer'), `${route}: Offer only on /pricing`).toBe(own === '/pricing');
    // FAQPage: the pricing FAQ, and the Help Center's troubleshooting pages (built from their questions, see help-center.spec.ts).
    const mayHaveFaq = own === '/pricing' || /^\/docs\/troubleshooting\/[a-z0-9-]+$/.test(own);
    if (!mayHaveFaq)
      expect(types.includes('FAQPage'), `${route}: FAQPage only on /pricing and troubleshooting pages`).toBe(false);
    if (own === '/pricing') expect(types, route).toContain('FAQPage');
    if (
      own.startsWith('/docs/') &&
      !/^\/docs\/(get-started|agents|admin-tools|compliance|accessibility|account|troubleshooting)$/.test(own)
    ) {
      expect(
        types.filter((t) => t === 'BreadcrumbList'),
        `${route}: one BreadcrumbList`,
      ).toHaveLength(1);
    }

    if (own === '/pricing') {
      expect(items.find((i) => i['@type'] === 'Offer')).toMatchObject({
        price: 79,
        priceCurrency: 'USD',
        priceSpecification: {unitText: 'monthly'},
      });
      expect(items.find((i) => i['@type'] === 'FAQPage')).toMatchObject({
        mainEntity: pricingFaq[locale].map((q) => ({
          '@type': 'Question',
          'name': q.question,
          'acceptedAnswer': {'@type': 'Answer', 'text': q.answer},
        })),
      });
    }

    const isArticle = /^\/blog\/[a-z0-9-]+$/.test(route);
    const isEntry = isArticle || /^\/(newsletters|case-studies)\/[a-z0-9-]+$/.test(route);
    if (isArticle) {
      const articles = items.filter((i) => i['@type'] === 'Article');
      expect(articles, `${route}: one Article`).toHaveLength(1);
      expect(articles[0]).toMatchObject({
        headline: expect.any(String),
        description: expect.any(String),
        datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
        publisher: {'@type': 'Organization', 'name': 'BudBot'},
      });
      const authors = [articles[0]!.author].flat() as JsonLd[];
      expect(authors.length, `${route}: author`).toBeGreaterThan(0);
      for (const author of authors)
        expect(author).toMatchObject({
          '@type': expect.stringMatching(/^(Person|Organization)$/),
          'name': expect.any(String),
        });
      if (route === '/blog/cannabis-ai-chatbot-competitors-2024')
        expect(String(articles[0]!.datePublished)).toMatch(/^2025-01-15/);
    }
    if (isEntry) expect(types, `${route}: BreadcrumbList`).toContain('BreadcrumbList');
    checked.push(route);
  }
  expect(checked).toEqual(
    expect.arrayContaining([
      '/',
      '/pricing',
      '/agents/upsell-agent',
      '/blog/cannabis-ai-chatbot-competitors-2024',
      '/newsletters/q4-performance-report-issue-46',
    ]),
  );
});
