import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {LOCALES} from '../../../src/data/constants/locales';
import {splitLocale} from '../../../src/lib/i18n/routes';

/**
 * Images and fonts of a page (desktop, 1280x800):
 * - every <img> reserves its box before it loads: width and height attributes,
 *   or CSS that sizes it without the picture (checked with a copy of the
 *   element that has no source: it must still take up space);
 * - every picture is SVG, WebP or AVIF; the one exception is the animated GIF
 *   of a blog post whose front matter says `mediaType: gif` (a Spanish page
 *   serves it from its own copy of the static files, under `/es/`);
 * - an image that starts below the fold has loading="lazy";
 * - no font file is requested and no @font-face is declared: the site uses the
 *   system font stack, so text never shifts when a web font arrives.
 */
const FOLD = 800;
const MODERN = /\.(svg|webp|avif)$/i;

/** The GIFs blog posts declare as their media (`mediaType: gif`). */
function declaredGifs(): Set<string> {
  const dir = path.resolve('blog');
  const gifs = new Set<string>();
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.mdx'))) {
    const frontMatter = readFileSync(path.join(dir, name), 'utf8').split(/^---$/m)[1] ?? '';
    const gif = /^gif:\s*(\S+)/m.exec(frontMatter)?.[1];
    if (gif && /^mediaType:\s*gif\s*$/m.test(frontMatter)) gifs.add(gif);
  }
  return gifs;
}

const allowedGifs = declaredGifs();

/** Records the font files the page requests (call before `page.goto`); returns the list, filled as they come. */
export function watchFontRequests(page: Page): string[] {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font' || /\.(woff2?|ttf|otf|eot)(\?|$)/i.test(request.url()))
      fontRequests.push(request.url());
  });
  return fontRequests;
}

/** What is wrong with the page's images as loaded (at the top of the page, before any scrolling). */
export async function imageProblems(page: Page): Promise<string[]> {
  const images = await page.evaluate(() =>
    Array.from(document.querySelectorAll('img')).map((img) => {
      // The same element without a picture: if it still has a box, the page reserved it.
      const probe = img.cloneNode(false) as HTMLImageElement;
      probe.removeAttribute('src');
      probe.removeAttribute('srcset');
      probe.alt = '';
      img.after(probe);
      const box = probe.getBoundingClientRect();
      probe.remove();
      return {
        src: new URL(img.currentSrc || img.src, location.href).pathname,
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        reservedByCss: box.width > 0 && box.height > 0,
        loading: img.getAttribute('loading'),
        top: img.getBoundingClientRect().top + window.scrollY,
        shown: img.getClientRects().length > 0,
      };
    }),
  );
  const problems: string[] = [];
  for (const image of images) {
    const sized = (Number(image.width) > 0 && Number(image.height) > 0) || image.reservedByCss;
    if (image.shown && !sized) problems.push(`${image.src}: no width and height, and nothing else reserves its box`);
    if (!MODERN.test(image.src) && !allowedGifs.has(splitLocale(image.src, LOCALES).path))
      problems.push(`${image.src}: not SVG, WebP or AVIF`);
    if (image.shown && image.top >= FOLD && image.loading !== 'lazy')
      problems.push(`${image.src}: starts ${Math.round(image.top)} px down (below the fold) without loading="lazy"`);
  }
  return problems;
}

/** Scrolls to the end so lazy content (and anything it might pull in) loads too, and waits for the network to be idle. */
export async function scrollToEndAndSettle(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
}

/** How many @font-face rules the page declares. */
export const fontFaceCount = (page: Page): Promise<number> =>
  page.evaluate(() => {
    let count = 0;
    document.fonts.forEach(() => count++);
    return count;
  });
