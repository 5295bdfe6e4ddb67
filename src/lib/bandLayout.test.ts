import {readFileSync} from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {BAND_ATTRIBUTE, FULL_LAYOUT_ATTRIBUTE, RENDERED_ATTRIBUTE, renderBandsAtIdle, scrollToBand} from './bandLayout';

const sectionDir = path.join(__dirname, '../components/shared/Section');
const css = readFileSync(path.join(sectionDir, 'styles.module.css'), 'utf8');

/** A stand-in for the page: bands in order (`bottom` relative to the viewport), with the attributes the script reads and sets. */
function fakePage(bottoms: number[]) {
  const bands = bottoms.map((bottom) => ({bottom, attributes: new Set<string>([BAND_ATTRIBUTE])}));
  const root = {
    querySelectorAll: (selector: string) => {
      expect(selector).toBe(`[${BAND_ATTRIBUTE}]:not([${RENDERED_ATTRIBUTE}])`);
      return bands
        .filter((band) => !band.attributes.has(RENDERED_ATTRIBUTE))
        .map((band) => ({
          getBoundingClientRect: () => ({bottom: band.bottom}),
          setAttribute: (name: string) => band.attributes.add(name),
        }));
    },
  } as unknown as ParentNode;
  return {root, rendered: () => bands.map((band) => band.attributes.has(RENDERED_ATTRIBUTE))};
}

describe('band layout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('skips off-screen bands, with a placeholder height that the real one replaces once rendered', () => {
    expect(css).toMatch(/\.section\s*{[^}]*content-visibility:\s*auto;[^}]*contain-intrinsic-size:\s*auto\s+\d+px;/);
  });

  it('never skips the first two sections, renders a band for good once marked, and every band while the root carries the attribute', () => {
    expect(css).toMatch(
      new RegExp(
        `\\.section:nth-of-type\\(-n \\+ 2\\),\\s*\\.section\\[${RENDERED_ATTRIBUTE}\\],\\s*:global\\(html\\[${FULL_LAYOUT_ATTRIBUTE}\\]\\)\\s*\\.section\\s*{\\s*content-visibility:\\s*visible;`,
      ),
    );
  });

  it('marks every band the script looks for', () => {
    expect(readFileSync(path.join(sectionDir, 'index.tsx'), 'utf8')).toContain('[BAND_ATTRIBUTE]');
  });

  it('renders one band per idle moment, top to bottom, and stops when asked', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('window', {
      requestIdleCallback: (callback: () => void) => idle.push(callback),
      cancelIdleCallback: (handle: number) => (idle[handle - 1] = () => undefined),
    });
    const page = fakePage([900, 1700, 2500]);
    const stop = renderBandsAtIdle(page.root);
    expect(page.rendered()).toEqual([false, false, false]);
    idle.shift()!();
    expect(page.rendered()).toEqual([true, false, false]);
    idle.shift()!();
    expect(page.rendered()).toEqual([true, true, false]);
    stop();
    idle.shift()?.();
    expect(page.rendered()).toEqual([true, true, false]);
  });

  it('leaves the bands above the viewport to the browser, and schedules nothing once the rest are rendered', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('window', {
      requestIdleCallback: (callback: () => void) => idle.push(callback),
      cancelIdleCallback: () => undefined,
    });
    const page = fakePage([-1600, -20, 0, 640]);
    renderBandsAtIdle(page.root);
    while (idle.length) idle.shift()!();
    expect(page.rendered()).toEqual([false, false, false, true]);
  });

  /** A window and document where every band is laid out while <html> carries the attribute; the element is 300 px lower then. */
  function fakeScroll(reducedMotion: boolean) {
    const rootAttributes = new Set<string>();
    const frames: (() => void)[] = [];
    const scrolls: unknown[] = [];
    vi.stubGlobal('document', {
      documentElement: {
        hasAttribute: (name: string) => rootAttributes.has(name),
        setAttribute: (name: string) => rootAttributes.add(name),
        removeAttribute: (name: string) => rootAttributes.delete(name),
      },
    });
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    vi.stubGlobal('window', {
      scrollY: 1000,
      matchMedia: () => ({matches: reducedMotion}),
      scrollTo: (options: unknown) => scrolls.push(options),
    });
    const element = {
      getBoundingClientRect: () => ({top: rootAttributes.has(FULL_LAYOUT_ATTRIBUTE) ? 2300 : 2000}),
      scrollIntoView: (options: unknown) =>
        scrolls.push({intoView: options, laidOut: rootAttributes.has(FULL_LAYOUT_ATTRIBUTE)}),
    } as unknown as Element;
    const nextFrame = () => frames.splice(0).forEach((frame) => frame());
    return {element, scrolls, nextFrame, laidOut: () => rootAttributes.has(FULL_LAYOUT_ATTRIBUTE)};
  }

  it('scrolls to where the element is once every band is laid out, then lets the bands skip again two frames later', () => {
    const page = fakeScroll(false);
    scrollToBand(page.element, (top, scrollY) => top + scrollY - 80);
    expect(page.scrolls).toEqual([{top: 3220, behavior: 'smooth'}]);
    page.nextFrame();
    expect(page.laidOut()).toBe(true);
    page.nextFrame();
    expect(page.laidOut()).toBe(false);
  });

  it('scrolls the element into view without smoothing when the visitor prefers reduced motion', () => {
    const page = fakeScroll(true);
    scrollToBand(page.element);
    expect(page.scrolls).toEqual([{intoView: {behavior: 'auto', block: 'start'}, laidOut: true}]);
  });
});
