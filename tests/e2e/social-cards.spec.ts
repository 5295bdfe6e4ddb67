import {DEFAULT_LOCALE, LOCALES} from '../../src/data/constants/locales';
import {splitLocale} from '../../src/lib/i18n/routes';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from './support/test';
import {sitemapRoutes} from './support/routes';

/**
 * Issue "Social cards": every kind of page names its own 1200×630 PNG in
 * og:image and twitter:image, and the card is there, small and distinct.
 */

const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const routes = sitemapRoutes();
const firstUnder = (prefix: string) => {
  const route = routes.find(
    (r) =>
      r.startsWith(prefix) && !/\/(page|tags|authors)\//.test(r) && r.split('/').length === prefix.split('/').length,
  );
  if (!route) throw new Error(`no route under ${prefix} in sitemap.xml`);
  return route;
};

const KINDS: [string, string][] = [
  ['home', '/'],
  ['pricing', '/pricing'],
  ['agent page', '/agents/upsell-agent'],
  ['blog list', '/blog'],
  ['blog post', firstUnder('/blog/')],
  ['newsletter issue', firstUnder('/newsletters/')],
  ['case study', firstUnder('/case-studies/')],
  ['doc page', '/docs/integrations/dutchie'],
  // Each Spanish page has its own card, drawn with its Spanish title, under the Spanish prefix.
  ['Spanish home', '/es/'],
  ['Spanish pricing', '/es/pricing'],
  ['Spanish doc page', '/es/docs/integrations/dutchie'],
  // Release notes join when the changelog instance is built.
  ...(existsSync(path.join(buildDir, 'changelog'))
    ? ([['release note', firstUnder('/changelog/')]] as [string, string][])
    : []),
];

/** Width and height from the PNG's IHDR chunk. */
function pngSize(bytes: Buffer): {width: number; height: number} {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return {width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20)};
}

test('each kind of page shares its own 1200×630 card under 150 KB', async ({page, request}) => {
  test.setTimeout(120_000);
  const hashes = new Map<string, string>();
  for (const [kind, route] of KINDS) {
    await test.step(`${kind} ${route}`, async () => {
      await page.goto(route);
      const meta = (selector: string) => page.locator(`head meta[${selector}]`);
      await expect(meta('property="og:image"')).toHaveCount(1);
      const image = (await meta('property="og:image"').getAttribute('content')) ?? '';
      const url = new URL(image);
      expect(url.origin, 'absolute URL on SITE_URL').toBe(
        new URL(process.env.SITE_URL ?? 'https://www.budbot.ai').origin,
      );
      const {locale, path: own} = splitLocale(route, LOCALES);
      const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
      expect(url.pathname).toBe(`${prefix}${own === '/' ? '/img/social/index.png' : `/img/social${own}.png`}`);
      await expect(meta('name="twitter:image"')).toHaveAttribute('content', image);
      await expect(meta('name="twitter:card"')).toHaveAttribute('content', 'summary_large_image');
      await expect(meta('property="og:image:width"')).toHaveAttribute('content', '1200');
      await expect(meta('property="og:image:height"')).toHaveAttribute('content', '630');
      await expect(meta('property="og:image:alt"')).toHaveAttribute('content', /\S{3,}/);

      const response = await request.get(url.pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('image/png');
      const bytes = await response.body();
      expect(pngSize(bytes)).toEqual({width: 1200, height: 630});
      expect(bytes.length).toBeLessThan(150 * 1024);
      const hash = createHash('sha256').update(bytes).digest('hex');
      expect(hashes.get(hash), `${kind} has the same card as another page`).toBeUndefined();
      hashes.set(hash, kind);
    });
  }
});

test('every built page points to a card that the build wrote', () => {
  const missing: string[] = [];
  for (const route of [...routes, '/404']) {
    const base = path.join(buildDir, route);
    const html = [`${base.replace(/\/$/, '')}.html`, path.join(base, 'index.html')].find((file) => existsSync(file));
    if (!html) throw new Error(`no HTML for ${route}`);
    const image = /<meta[^>]*\sproperty="?og:image"?\s[^>]*content="?([^"\s>]+)/.exec(readFileSync(html, 'utf8'))?.[1];
    if (!image || !existsSync(path.join(buildDir, new URL(image).pathname))) missing.push(`${route} → ${image}`);
  }
  expect(missing).toEqual([]);
  expect(routes.length).toBeGreaterThan(50);
});
