import type {Plugin} from '@docusaurus/types';

type PostCssOptions = Parameters<NonNullable<Plugin['configurePostCss']>>[0];

/** The site's PostCSS options with postcss-loader's search for a config file turned off. */
export function withoutConfigLookup(options: PostCssOptions): PostCssOptions {
  return {...options, config: false};
}

/**
 * Docusaurus hands postcss-loader its whole PostCSS setup inline, yet the loader still searches for
 * a config file from each stylesheet's folder up to the root. With a CSS module beside every
 * component, that was about 2 s of file opens on the build's main thread, and bundling the
 * 1,000-post copy took about 1 s longer. The site's PostCSS is configured in a
 * plugin's `configurePostCss` and nowhere else: a config file would be ignored (index.test.ts fails
 * if one is added).
 */
export default function postcssInlinePlugin(): Plugin {
  return {
    name: 'postcss-inline',
    configurePostCss: withoutConfigLookup,
  };
}
