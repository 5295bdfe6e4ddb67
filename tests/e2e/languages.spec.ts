import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {APIRequestContext, Page} from '@playwright/test';
import {fromParse5} from 'hast-util-from-parse5';
import {selectAll} from 'hast-util-select';
import {toString} from 'hast-util-to-string';
import type {Element as HastElement, Root} from 'hast';
import {parse} from 'parse5';
import {LOCALES, LOCALE_INFO} from '../../src/data/constants/locales';
import {ASK_COPY} from '../../src/data/ask';
import {FORMS_COPY} from '../../src/data/forms';
import {HOME} from '../../src/data/home';
import {pricing} from '../../src/data/pricing';
import {PRIVACY_DELETION} from '../../src/data/privacy';
import {SEARCH_UI} from '../../src/data/ui';
import {FIELD_MESSAGES_BY_LOCALE} from '../../src/lib/forms/fields';
import {TOASTS_BY_LOCALE} from '../../src/lib/forms/messages';
import {readsAs} from '../../src/lib/i18n/language';
import {splitLocale} from '../../src/lib/i18n/routes';
import {csvRecords} from '../../functions/testing/faults';
import {expect, test} from './support/test';
import {sitemapRoutes} from './support/routes';

/**
 * The site in its two languages, checked on the built pages: each page's text is in its language, every
 * alternate-language pair in sitemap.xml is reciprocal in the sitemap and in both pages' heads, the header's
 * language switch leads to the same page in the other language (or to its home), and unknown addresses get
 * the not-found page of their language.
 */

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const languageOf = (route: string) => splitLocale(route, LOCALES).locale;

/** A page's HTML as served, parsed. */
async function pageTree(request: APIRequestContext, route: string): Promise<Root> {
  const res = await request.get(route);
  expect(res.status(), route).toBe(200);
  return fromParse5(parse(await res.text())) as Root;
}

/**
 * The blocks of a page's main text that read as another language than the page's: paragraphs, list items, table
 * cells and headings, without what stays in English on purpose (code, the dashboard's labels in bold, names
 * and titles marked as English: `lang="en"`, links to English pages).
 */
function blocksInOtherLanguage(tree: Root, locale: string): string[] {
  const main = selectAll('main', tree)[0];
  if (!main) return ['no <main>'];
  for (const skipped of selectAll('pre, code, strong, b, kbd, script, style, [lang="en"], [hreflang="en"]', main))
    skipped.children = [];
  return selectAll('p, li, td, th, h1, h2, h3, figcaption, blockquote', main)
    .filter((block: HastElement) => !selectAll('p, li', block).length)
    .map((block) => toString(block).replace(/\s+/g, ' ').trim())
    .filter((text) => {
      const read = readsAs(text);
      return read !== undefined && read !== locale;
    });
}

test.describe('every page reads in its own language', () => {
  test('Spanish pages in Spanish, English pages in English (names, labels and code aside)', async ({request}) => {
    test.setTimeout(300_000);
    const routes = sitemapRoutes();
    expect(routes.filter((route) => languageOf(route) === 'es').length).toBeGreaterThan(60);
    const problems: string[] = [];
    for (const route of routes) {
      const locale = languageOf(route);
      for (const text of blocksInOtherLanguage(await pageTree(request, route), locale))
        problems.push(`${route} (${locale}): "${text.slice(0, 100)}"`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

test.describe('alternate languages', () => {
  /** sitemap.xml's entries with their alternates. */
  function sitemapAlternates(): Map<string, Map<string, string>> {
    const xml = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
    const entries = new Map<string, Map<string, string>>();
    for (const [, body] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(body!)![1]!;
      const links = new Map(
        [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
          (match) => [match[1]!, match[2]!] as const,
        ),
      );
      entries.set(loc, links);
    }
    return entries;
  }

  test('every pair in sitemap.xml is reciprocal, in the sitemap and in both pages', async ({request}) => {
    test.setTimeout(300_000);
    const entries = sitemapAlternates();
    const paired = [...entries].filter(([, links]) => links.size > 0);
    expect(paired.length).toBeGreaterThan(120);
    const problems: string[] = [];
    for (const [url, links] of paired) {
      // The sitemap: each alternate is an entry of its own with the same set.
      for (const [lang, href] of links) {
        if (lang === 'x-default') continue;
        const other = entries.get(href);
        if (!other) problems.push(`${url}: its ${lang} alternate ${href} has no sitemap entry`);
        else if (JSON.stringify([...other]) !== JSON.stringify([...links]))
          problems.push(`${url} and ${href} list different alternates`);
      }
      // The page: its head names the same alternates.
      const route = new URL(url).pathname;
      const head = selectAll('link[rel="alternate"][hreflang]', await pageTree(request, route)).map(
        (link) => [String(link.properties.hrefLang), String(link.properties.href)] as const,
      );
      if (JSON.stringify(head) !== JSON.stringify([...links]))
        problems.push(`${route}: the head's alternates ${JSON.stringify(head)} differ from the sitemap's`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('a page only English has names no alternate', async ({request}) => {
    const entries = sitemapAlternates();
    const article = [...entries.keys()].find((url) => new URL(url).pathname.startsWith('/blog/'))!;
    expect(entries.get(article)!.size).toBe(0);
    const head = selectAll('link[rel="alternate"][hreflang]', await pageTree(request, new URL(article).pathname));
    expect(head).toEqual([]);
  });
});

test.describe('the language switch', () => {
  test('desktop: the same page and section in the other language', async ({page}) => {
    await page.goto('/pricing#plans');
    const toSpanish = page.getByRole('link', {name: LOCALE_INFO.es.label, exact: true});
    // Without script it still leads to the same page; with it, to the same section too.
    await expect(toSpanish).toHaveAttribute('href', /^\/es\/pricing/);
    await toSpanish.click();
    await expect(page).toHaveURL(/\/es\/pricing#plans$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  });

  test('desktop: from Spanish back to the same English page and section', async ({page}) => {
    await page.goto('/es/pricing#plans');
    await page.getByRole('link', {name: LOCALE_INFO.en.label, exact: true}).click();
    await expect(page).toHaveURL(/\/pricing#plans$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('desktop: a page with no translation leads to the other language’s home, never to a 404', async ({page}) => {
    await page.goto('/blog');
    await page.getByRole('link', {name: LOCALE_INFO.es.label, exact: true}).click();
    await expect(page).toHaveURL(/\/es\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  });

  test('phone: in the drawer, to the Spanish Help Center page', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/docs/integrations/dutchie');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const drawer = page.getByRole('dialog', {name: 'Navigation Menu'});
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', {name: LOCALE_INFO.es.label, exact: true}).click();
    await expect(page).toHaveURL(/\/es\/docs\/integrations\/dutchie$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Conecta Dutchie con BudBot');
  });
});

test.describe('the header in both languages', () => {
  for (const width of [1024, 1280, 1440])
    for (const route of ['/pricing', '/es/pricing'])
      test(`${route} at ${width} px: the brand name shows and no item touches the next`, async ({page}) => {
        await page.setViewportSize({width, height: 700});
        await page.goto(route);
        const layout = await page.evaluate(() => {
          // The drawn extent of each of the bar's items, in order: its text (or, for an icon button, its box).
          const extent = (item: Element) => {
            // A dropdown's extent is its button's: its menu is laid out below, hidden.
            const element = item.matches('.dropdown') ? (item.querySelector(':scope > .navbar__link') ?? item) : item;
            const range = document.createRange();
            range.selectNodeContents(element);
            const text = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
            const rects = text.length > 0 ? text : [element.getBoundingClientRect()];
            return {left: Math.min(...rects.map((r) => r.left)), right: Math.max(...rects.map((r) => r.right))};
          };
          const bar = document.querySelector('.navbar__inner')!;
          const items = Array.from(
            bar.querySelectorAll(
              '.navbar__brand, .navbar__items:not(.navbar__items--right) > .navbar__item, .navbar__items--right > *',
            ),
          ).filter((element) => (element as HTMLElement).offsetWidth > 0);
          const title = bar.querySelector('.navbar__title') as HTMLElement;
          return {
            titleShown: title.offsetWidth > 0 && title.scrollWidth <= title.clientWidth,
            items: items.map((element) => ({
              name: (element.textContent ?? '').trim().slice(0, 20),
              ...extent(element),
            })),
          };
        });
        expect(layout.titleShown, 'the brand name is shown whole').toBe(true);
        const touching = layout.items
          .slice(1)
          .filter((item, index) => item.left < layout.items[index]!.right + 4)
          .map((item, index) => `${layout.items[index]!.name} | ${item.name}`);
        expect(touching).toEqual([]);
      });
});

test.describe("each language's scripts", () => {
  /** The longest stretch of a text the minifier writes as it is (it escapes accented letters). */
  const probe = (text: string) => text.split(/[^\x20-\x7e]/).reduce((a, b) => (b.length > a.length ? b : a), '');

  /** The text of every script a page runs once loaded. */
  async function scriptsOf(page: Page, route: string): Promise<string> {
    const bodies: Promise<string>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') bodies.push(res.text());
    });
    await page.goto(route, {waitUntil: 'networkidle'});
    return (await Promise.all(bodies)).join('\n');
  }

  for (const [route, own, other] of [
    ['/', HOME.en.hero.title, HOME.es.hero.title],
    ['/es/', HOME.es.hero.title, HOME.en.hero.title],
    ['/pricing', pricing.en.hero.title, pricing.es.hero.title],
    ['/es/pricing', pricing.es.hero.title, pricing.en.hero.title],
  ] as const)
    test(`${route} carries its own language's copy and not the other's`, async ({page}) => {
      const scripts = await scriptsOf(page, route);
      expect(scripts.includes(probe(own)), `its own copy: ${probe(own)}`).toBe(true);
      expect(scripts.includes(probe(other)), `the other language's copy: ${probe(other)}`).toBe(false);
    });
});

test.describe('unknown addresses', () => {
  test('an unknown Spanish address gets the Spanish not-found page with a 404; another prefix the English one', async ({
    request,
  }) => {
    const spanish = await request.get('/es/esta-pagina-no-existe');
    expect(spanish.status()).toBe(404);
    expect(await spanish.text()).toContain('lang=es-US');
    const french = await request.get('/fr/pricing');
    expect(french.status()).toBe(404);
    expect(await french.text()).toMatch(/<html lang=en[ >]/);
  });
});

test.describe('Spanish pages at work', () => {
  const es = {forms: FORMS_COPY.es, fields: FIELD_MESSAGES_BY_LOCALE.es, toasts: TOASTS_BY_LOCALE.es, ask: ASK_COPY.es};

  test('the demo request speaks Spanish, on the page and from the server, and the lead records its language', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const form = page.getByRole('form', {name: es.forms.demoRequest.label});
    await page.goto('/es/request-demo');
    await form.getByRole('button', {name: es.forms.demoRequest.submit.page}).click();
    await expect(form.getByLabel(es.forms.fieldLabels.name)).toHaveAccessibleDescription(es.fields.name);
    await expect(form.getByLabel(es.forms.fieldLabels.email)).toHaveAccessibleDescription(es.fields.email);

    const email = `e2e-es-${Date.now()}@example.com`;
    await form.getByLabel(es.forms.fieldLabels.name).fill('Marisol Peña');
    await form.getByLabel(es.forms.fieldLabels.email).fill(email);
    await form.getByLabel(es.forms.fieldLabels.company).fill('Dispensario La Flor');
    await form.getByRole('button', {name: es.forms.demoRequest.submit.page}).click();
    const toast = page.locator('[data-sonner-toast]').filter({hasText: es.toasts.demoPageSuccess.title});
    await expect(toast.locator('[data-description]')).toHaveText(es.toasts.demoPageSuccess.description);
    // After a Spanish request the visitor returns to the Spanish home.
    await page.waitForURL((url) => url.pathname === '/es/', {timeout: 15_000});

    const csv = await (
      await request.get('/functions/v1/leads?form=demo-request&format=csv', {
        headers: {Authorization: 'Bearer e2e-export-token'},
      })
    ).text();
    const row = csvRecords(csv.replace(/^\uFEFF/, '')).find((record) => record.email === email);
    expect(row, 'the lead is in the export').toBeDefined();
    expect(row!.locale).toBe('es');
    expect(row!.form_page).toBe('/es/request-demo');
  });

  test('the server answers a Spanish form in Spanish', async ({request}) => {
    const res = await request.post('/functions/v1/send-demo-request-email', {
      data: {name: 'M', email: 'no', phone: '', company: '', message: '', locale: 'es'},
    });
    expect(res.status()).toBe(400);
    const {error} = (await res.json()) as {error: {fields: Record<string, string>}};
    expect(error.fields.name).toBe(es.fields.name);
    expect(error.fields.email).toBe(es.fields.email);
  });

  test('Delete my data asks in Spanish and the server answers a Spanish confirmation page in Spanish', async ({
    page,
  }) => {
    const copy = PRIVACY_DELETION.es;
    await page.goto('/es/privacy');
    const form = page.getByRole('form', {name: copy.form.label});
    await form.getByLabel(copy.form.emailLabel).fill(`e2e-es-privacy-${Date.now()}@example.com`);
    const sent = page.waitForRequest((req) => req.url().endsWith('/privacy-request'));
    await form.getByRole('button', {name: copy.form.submit}).click();
    expect((await sent).postDataJSON()).toMatchObject({locale: 'es'});
    await expect(page.locator('[data-sonner-toast]').filter({hasText: copy.form.sent.title})).toBeVisible();

    await page.goto('/es/privacy/delete?token=not-a-token');
    await page.getByRole('button', {name: copy.confirm.button}).click();
    await expect(page.getByRole('alert')).toHaveText(copy.messages.invalid);
  });

  test('Ask answers from the Spanish Help Center, and says so in Spanish when it cannot', async ({page}) => {
    await page.goto(`/es/ask?${new URLSearchParams({q: '¿cómo conecto dutchie con budbot?'})}`);
    const answer = page.getByRole('region', {name: es.ask.answer.label, exact: true});
    const first = answer.getByRole('listitem').first().getByRole('link');
    await expect(first).toHaveAttribute('href', /^\/es\/docs\/integrations\/dutchie/);
    await page.goto(`/es/ask?${new URLSearchParams({q: 'cual es el limite de compra diario en colorado'})}`);
    await expect(page.getByText(es.ask.notFound.title, {exact: true})).toBeVisible();
    expect(es.ask.notFound.title).toBe('No encontré eso en el Centro de ayuda');
  });

  test('search on a Spanish page finds Spanish pages only', async ({page}) => {
    await page.goto('/es/docs');
    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog', {name: SEARCH_UI.es.title});
    await dialog.getByRole('searchbox').fill('sincronización');
    const results = dialog.locator('a[href*="/docs/"]');
    await expect(results.first()).toBeVisible();
    for (const href of await results.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))
      expect(href).toMatch(/^\/es\//);
  });
});
