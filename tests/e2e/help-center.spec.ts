import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {expect, test} from './support/test';
import {sitemapRoutes} from './support/routes';
import sidebars from '../../sidebars';
import {HELP_SECTIONS} from '../../src/data/helpCenter';

/**
 * The Help Center around its pages: the landing, the sidebar and section
 * landing pages, tabs that remember the platform, search narrowed to the
 * Help Center, structured data, the release notes and where they are linked.
 */

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const pathOf = (page: Page) => new URL(page.url()).pathname;

type Category = {label: string; link: {type: string; slug?: string; id?: string}; items: string[]};
const categories: Category[] = sidebars.helpCenter.flatMap((item) =>
  typeof item === 'object' && item.type === 'category' ? [item] : [],
);
const docPath = (id: string) => `/docs/${id.replace(/\/index$/, '')}`;
const categoryPath = (category: Category) =>
  category.link.type === 'generated-index' ? `/docs${category.link.slug}` : docPath(category.link.id!);

async function jsonLd(page: Page, type: string): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('head script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>).filter((data) => data['@type'] === type);
}

test.describe('landing /docs', () => {
  test('has the Help Center h1, a card per section in sidebar order and the release notes', async ({page}) => {
    await page.goto('/docs');
    await expect(page.getByRole('heading', {level: 1})).toContainText('Help Center');
    const cards = page.getByRole('region', {name: 'Browse by topic'}).getByRole('listitem');
    await expect(cards).toHaveCount(categories.length + 1);
    for (const [index, category] of categories.entries()) {
      const link = cards.nth(index).getByRole('link', {name: category.label, exact: true});
      await expect(link).toHaveAttribute('href', categoryPath(category));
      await expect(cards.nth(index)).toContainText(HELP_SECTIONS.en[index]!.summary);
    }
    await expect(cards.last().getByRole('link', {name: 'Release notes'})).toHaveAttribute('href', '/changelog');
  });

  test('the search prompt is disabled until hydrated, then opens the search narrowed to the Help Center', async ({
    page,
  }) => {
    await page.goto('/docs');
    const html = readFileSync(path.join(buildDir, 'docs.html'), 'utf8');
    expect(html).toMatch(/<button[^>]*disabled[^>]*>(?:(?!<\/button>)[\s\S])*Search the Help Center/);
    const prompt = page.getByRole('button', {name: 'Search the Help Center'});
    await prompt.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: 'Search the BudBot site'});
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', {name: 'Help Center'})).toBeChecked();
    await expect(dialog.getByRole('searchbox')).toBeFocused();
  });
});

test.describe('sidebar and section pages', () => {
  for (const category of categories.filter((c) => c.link.type === 'generated-index')) {
    test(`${categoryPath(category)} lists its pages as cards`, async ({page}) => {
      await page.goto(categoryPath(category));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(category.label);
      const main = page.locator('main');
      for (const id of category.items) {
        await expect(main.locator(`article a[href="${docPath(id)}"]`)).toBeVisible();
      }
    });
  }

  test('the sidebar lists every section and its collapse buttons work from the keyboard with a visible focus ring', async ({
    page,
  }) => {
    await page.goto('/docs/get-started/install-widget');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    for (const category of categories)
      await expect(sidebar.getByRole('link', {name: category.label, exact: true})).toBeVisible();
    const toggle = sidebar.getByRole('button', {name: /Integrations/});
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('link', {name: /Treez/})).toBeVisible();
    // Focus reached by the keyboard shows an outline.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    const outline = await toggle.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
  });

  test('a doc page shows breadcrumbs and its last update date, and no edit link without EDIT_URL', async ({page}) => {
    await page.goto('/docs/get-started/install-widget');
    await expect(page.getByRole('navigation', {name: 'Breadcrumbs'})).toContainText('Get started');
    await expect(page.locator('.theme-last-updated')).toContainText(/Last updated on \w+ \d+, \d{4}/);
    await expect(page.locator('.theme-edit-this-page')).toHaveCount(0);
  });
});

test('tabs remember the platform across pages (groupId="platform")', async ({page}) => {
  await page.goto('/docs/get-started/install-widget');
  const tabs = page
    .getByRole('tablist')
    .filter({has: page.getByRole('tab', {name: 'WordPress', exact: true})})
    .first();
  // The theme remembers a choice only when it changes, so pick another platform first in case WordPress is the default.
  await tabs
    .getByRole('tab')
    .filter({hasNotText: /^WordPress$/})
    .first()
    .click();
  await tabs.getByRole('tab', {name: 'WordPress', exact: true}).click();
  await expect(tabs.getByRole('tab', {name: 'WordPress', exact: true})).toHaveAttribute('aria-selected', 'true');
  await page.goto('/docs/get-started/verify-installation');
  await expect(page.getByRole('tab', {name: 'WordPress', exact: true}).first()).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test.describe('search', () => {
  test('narrowed to the Help Center, it returns only /docs/ pages, each labelled with its section; a partner name finds its guide', async ({
    page,
  }) => {
    await page.goto('/');
    await page.locator('nav').getByRole('button', {name: 'Search'}).click();
    const dialog = page.getByRole('dialog', {name: 'Search the BudBot site'});
    await dialog.getByRole('radio', {name: 'Help Center'}).check();
    await dialog.getByRole('searchbox').fill('Treez');
    await expect(dialog.getByRole('status')).toHaveText(/in Help Center\.$/);
    const hits = dialog.getByRole('listitem').getByRole('link');
    await expect(hits.first()).toBeVisible();
    const hrefs = await hits.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/docs(\/|$)/);
    expect(hrefs).toContain('/docs/integrations/treez');
    await expect(hits.first()).toContainText('Help Center');

    await dialog.getByRole('searchbox').fill('Dutchie');
    await expect(dialog.locator('a[href="/docs/integrations/dutchie"]')).toBeVisible();
  });

  test('All still finds other sections, and every page carries exactly one section filter', async ({page}) => {
    const html = readFileSync(path.join(buildDir, 'blog.html'), 'utf8');
    // The HTML minifier drops quotes where it can.
    expect(html.match(/data-pagefind-filter="?section:Blog[">]/g)).toHaveLength(1);
    const doc = readFileSync(path.join(buildDir, 'docs/integrations/treez.html'), 'utf8');
    expect(doc.match(/data-pagefind-filter="?section:Help Center[">]/g)).toHaveLength(1);
    await page.goto('/');
    await page.locator('nav').getByRole('button', {name: 'Search'}).click();
    const dialog = page.getByRole('dialog', {name: 'Search the BudBot site'});
    await expect(dialog.getByRole('radio', {name: 'All'})).toBeChecked();
    await dialog.getByRole('searchbox').fill('shrinkflation');
    await expect(dialog.locator('a[href^="/newsletters/"]').first()).toContainText('Newsletters');
  });
});

test.describe('structured data', () => {
  test('a doc page carries BreadcrumbList Home › Help Center › Section › Page with absolute URLs', async ({page}) => {
    await page.goto('/docs/integrations/treez');
    const [list, ...more] = await jsonLd(page, 'BreadcrumbList');
    expect(more).toHaveLength(0);
    const items = (list!.itemListElement as {position: number; name: string; item: string}[]).map(
      ({position, item}) => ({position, path: new URL(item).pathname}),
    );
    expect(items).toEqual([
      {position: 1, path: '/'},
      {position: 2, path: '/docs'},
      {position: 3, path: '/docs/integrations'},
      {position: 4, path: '/docs/integrations/treez'},
    ]);
    expect((list!.itemListElement as {item: string}[])[0]!.item).toMatch(/^https?:\/\/[^/]+\/$/);
  });

  test('a troubleshooting page carries FAQPage built from its ## questions', async ({page}) => {
    await page.goto('/docs/troubleshooting/widget-and-installation');
    const [faq] = await jsonLd(page, 'FAQPage');
    const questions = faq!.mainEntity as {name: string; acceptedAnswer: {text: string}}[];
    expect(questions.length).toBeGreaterThan(0);
    const headings = await page.locator('article h2').allTextContents();
    for (const question of questions) {
      expect(question.name).toMatch(/\?$/);
      expect(headings.map((h) => h.replace(/\u200b|#$/g, '').trim())).toContain(question.name);
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(20);
    }
  });
});

test.describe('release notes', () => {
  test('/changelog lists the notes newest first and links each one and its feeds', async ({page}) => {
    await page.goto('/changelog');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('What’s new in BudBot');
    const entries = page.locator('main ol > li');
    expect(await entries.count()).toBeGreaterThanOrEqual(6);
    const dates = await entries
      .locator('time')
      .evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
    expect([...dates].sort().reverse()).toEqual(dates);
    await entries.first().getByRole('heading').getByRole('link').click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/changelog\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.getByRole('link', {name: 'All release notes'})).toHaveAttribute('href', '/changelog');
  });

  test('RSS and Atom feeds list the notes', async ({request}) => {
    const rss = await request.get('/changelog/rss.xml');
    expect(rss.ok()).toBe(true);
    const rssText = await rss.text();
    expect(rssText).toContain('<title>BudBot release notes</title>');
    expect(rssText.match(/<item>/g)?.length).toBeGreaterThanOrEqual(6);
    expect(rssText).toContain('/changelog/help-center-launch');
    const atom = await request.get('/changelog/atom.xml');
    expect(atom.ok()).toBe(true);
    expect((await atom.text()).match(/<entry>/g)?.length).toBeGreaterThanOrEqual(6);
  });
});

test.describe('navigation and sitemaps', () => {
  test('the header links to the Help Center, on a desktop and in the phone drawer', async ({page}) => {
    await page.goto('/pricing');
    await expect(page.locator('.navbar').getByRole('link', {name: 'Help Center', exact: true})).toHaveAttribute(
      'href',
      '/docs',
    );
    await page.setViewportSize({width: 390, height: 844});
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const drawer = page.getByRole('dialog', {name: 'Navigation Menu'});
    await drawer.getByRole('link', {name: 'Help Center', exact: true}).click();
    await expect.poll(() => pathOf(page)).toBe('/docs');
  });

  test('the footer links the Help Center and the release notes', async ({page}) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', {name: 'Help Center', exact: true})).toHaveAttribute('href', '/docs');
    await expect(footer.getByRole('link', {name: 'Release notes', exact: true})).toHaveAttribute('href', '/changelog');
  });

  test('/sitemap has a Help Center group in sidebar order, and the release notes', async ({page}) => {
    await page.goto('/sitemap');
    const group = page.locator('#help-center');
    const hrefs = await group.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const expected = ['/docs', ...categories.flatMap((c) => [categoryPath(c), ...c.items.map(docPath)])].filter(
      (p, i, all) => all.indexOf(p) === i,
    );
    expect(hrefs).toEqual(expected);
    await expect(page.locator('#release-notes').getByRole('link')).toHaveCount(
      await page.locator('#release-notes li').count(),
    );
    await expect(page.locator('#release-notes a[href="/changelog/help-center-launch"]')).toBeVisible();
  });

  test('sitemap.xml lists every doc page and every release note', () => {
    const routes = sitemapRoutes();
    const docs = ['/docs', ...categories.flatMap((c) => [categoryPath(c), ...c.items.map(docPath)])];
    for (const route of docs) expect(routes).toContain(route);
    expect(routes).toContain('/changelog');
    expect(routes).toContain('/changelog/treez-real-time-inventory');
  });
});
