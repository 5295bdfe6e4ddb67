import {readFileSync} from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {BAND_ATTRIBUTE, FULL_LAYOUT_ATTRIBUTE, RENDERED_ATTRIBUTE, renderBandsAtIdle} from './bandLayout';

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
        .map((band) => ({getBoundingClientRect: () => ({bottom: band.bottom}), setAttribute: (name: string) => band.attributes.add(name)}));
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
    expect(css).toMatch(new RegExp(`\\.section:nth-of-type\\(-n \\+ 2\\),\\s*\\.section\\[${RENDERED_ATTRIBUTE}\\],\\s*:global\\(html\\[${FULL_LAYOUT_ATTRIBUTE}\\]\\)\\s*\\.section\\s*{\\s*content-visibility:\\s*visible;`));
  });

  it('marks every band the script looks for', () => {
    expect(readFileSync(path.join(sectionDir, 'index.tsx'), 'utf8')).toContain('[BAND_ATTRIBUTE]');
  });

  it('renders one band per idle moment, top to bottom, and stops when asked', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('window', {requestIdleCallback: (callback: () => void) => idle.push(callback), cancelIdleCallback: (handle: number) => (idle[handle - 1] = () => undefined)});
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
    vi.stubGlobal('window', {requestIdleCallback: (callback: () => void) => idle.push(callback), cancelIdleCallback: () => undefined});
    const page = fakePage([-1600, -20, 0, 640]);
    renderBandsAtIdle(page.root);
    while (idle.length) idle.shift()!();
    expect(page.rendered()).toEqual([false, false, false, true]);
  });
});
