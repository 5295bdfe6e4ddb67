/**
 * Where a route's social card lives. One pure function, used by the
 * social-cards plugin (which writes the PNG) and by the page heads (which
 * point og:image at it), so no route→card map is shipped to the browser.
 */

export const SOCIAL_CARD = {width: 1200, height: 630, dir: '/img/social'} as const;

/**
 * `/` → `/img/social/index.png`, `/blog/my-post` → `/img/social/blog/my-post.png`.
 * The path mirrors the route, so two routes never share a card; a trailing
 * slash, `.html`, query or hash does not change it.
 */
export function socialCardPath(route: string): string {
  // '/404.html' is the route of the page the server renders as '/404'.
  const path = (route.split(/[?#]/)[0] ?? '').replace(/\/+$/, '').replace(/\.html$/, '');
  const segments = path.split('/').filter((segment) => segment !== '');
  const name = segments.length === 0 ? 'index' : segments.map((segment) => decodeSegment(segment)).join('/');
  return `${SOCIAL_CARD.dir}/${name}.png`;
}

/** Encoded characters stay readable in the file name, but nothing can climb out of the folder. */
function decodeSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape is kept as written.
  }
  return decoded === '.' || decoded === '..' ? '_' : decoded.replace(/[\\/]/g, '_');
}
