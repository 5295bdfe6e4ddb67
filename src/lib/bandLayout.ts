import {whenIdle} from './idle';
import {prefersReducedMotion} from './useReducedMotion';

/**
 * Page bands (shared/Section) off the first screen skip style, layout and paint while the page
 * loads (`content-visibility: auto`): on a long page that was most of a phone's rendering
 * work during the load. Once the page is idle they are rendered one per idle moment, so each one is
 * a short task and, after that, the page is whole again: for a smooth scroll, the browser's find, a
 * screen reader's virtual cursor and any accessibility checker an auditor runs. Until a band has
 * been rendered its height is a placeholder (`contain-intrinsic-size`), which it keeps replaced by
 * its real one afterwards (`auto`).
 */

/** On each band's `<section>`, so the script can find the bands (its CSS class is hashed). */
export const BAND_ATTRIBUTE = 'data-band';
/** Set on a band once it is rendered for good (Section's CSS). */
export const RENDERED_ATTRIBUTE = 'data-band-rendered';
/** On `<html>`: every band rendered at once (Section's CSS), for a scroll to a band or a page opened at a #fragment. */
export const FULL_LAYOUT_ATTRIBUTE = 'data-bands-laid-out';

/**
 * Renders the page's bands that are still skipped, one per idle moment, top to bottom. Bands wholly
 * above the viewport (a page opened at a #fragment) are left to the browser, which renders them
 * when the visitor scrolls back up: each one taking its real height there would move the page under
 * the visitor, scroll anchoring keeping it still only to the pixel. Returns a function that stops
 * (a route change starts over with the new page's bands).
 */
export function renderBandsAtIdle(root: ParentNode = document): () => void {
  let cancel = whenIdle(next);
  function next() {
    const band = Array.from(root.querySelectorAll(`[${BAND_ATTRIBUTE}]:not([${RENDERED_ATTRIBUTE}])`)).find(
      (element) => element.getBoundingClientRect().bottom > 0,
    );
    if (!band) return;
    band.setAttribute(RENDERED_ATTRIBUTE, '');
    cancel = whenIdle(next);
  }
  return () => cancel();
}

/**
 * Before a scroll to a band: a band the scroll passes, or the one above its target, that is not
 * rendered yet would take its real height on the way or just after, and the scroll would end off
 * its target (short by a band's height when smooth, by a pixel or two when instant). Lays every band
 * out now (one forced layout, at the visitor's click) and lets them skip again two frames later, by
 * when each one's real size is rendered and remembered.
 */
function layOutEveryBand(): void {
  const root = document.documentElement;
  if (root.hasAttribute(FULL_LAYOUT_ATTRIBUTE)) return;
  root.setAttribute(FULL_LAYOUT_ATTRIBUTE, '');
  requestAnimationFrame(() => requestAnimationFrame(() => root.removeAttribute(FULL_LAYOUT_ATTRIBUTE)));
}

/**
 * Scrolls to an element of a page of bands, smoothly unless the visitor prefers reduced motion, with
 * every band laid out first (above). `topOf` gives the document offset from the element's viewport
 * top and the scroll position (a section link's 80 px, src/lib/sectionScroll.ts); without it the
 * element's top meets the viewport's, less its CSS `scroll-margin-top`.
 */
export function scrollToBand(element: Element, topOf?: (elementViewportTop: number, scrollY: number) => number): void {
  const behavior = prefersReducedMotion() ? 'auto' : 'smooth';
  layOutEveryBand();
  // Measured after the layout above: a band above the element may just have taken its real height.
  if (topOf) window.scrollTo({top: topOf(element.getBoundingClientRect().top, window.scrollY), behavior});
  else element.scrollIntoView({behavior, block: 'start'});
}
