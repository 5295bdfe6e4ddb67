/**
 * The site footer's id. The page template holds the first paint until the browser has parsed this
 * element's start tag (src/config/ssgTemplate.ts, FIRST_PAINT_HOLD), so everything above the
 * footer, the navbar and the page's content, is whole in the first frame.
 */
export const FIRST_PAINT_RELEASE_ID = 'site-footer';
