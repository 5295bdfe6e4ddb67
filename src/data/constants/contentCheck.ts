/**
 * The limits `npm run check` holds the MDX content to, and the
 * marker `npm run new` writes into every field a writer still has to fill.
 * Tooling only: no page imports this module.
 */
export const CONTENT_CHECK = {
  /** Largest raster picture (PNG, JPEG, GIF, WebP, AVIF), in bytes. */
  maxRasterBytes: 300 * 1024,
  /** Largest SVG, in bytes. */
  maxSvgBytes: 100 * 1024,
  /** The size of a picture made for sharing (`socialImage`), as the networks crop it. */
  socialImage: {width: 1200, height: 630},
  /** A page title as search engines show it, brand suffix included. */
  maxTitleLength: 60,
  /** A search result's description. */
  description: {min: 50, max: 160},
  /** Starts every value `npm run new` leaves for the writer; the check fails while one is left. */
  placeholder: 'FILL IN:',
  /** The marker that ends a post's excerpt on the list pages. */
  truncateMarker: '{/* truncate */}',
  /** The branch `--changed` compares with. */
  baseBranch: 'main',
} as const;
