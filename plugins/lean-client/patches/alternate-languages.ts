import {themeOriginal, type Patch} from '../patch';

/**
 * The theme names, on every page, the same path in every language as its alternate; our copy names only
 * languages that have the page (an article is English only; a guide may not be translated yet), the set
 * sitemap.xml lists, so that each pair is reciprocal. The theme's AlternateLangHeaders is local to this file, and
 * the file imports theme-common/internal (its search tag): the hash is what stops the build on an upgrade.
 */
const patch: Patch = {
  summary:
    "the head's alternate-language links only to pages that exist in that language (the theme links every path in every language)",
  kind: 'markup',
  replaces: {'@docusaurus/theme-classic/lib/theme/SiteMetadata/index.js': 'e99690522970a284'},
  upstream: 'https://github.com/facebook/docusaurus/issues/3317',
  off: () => [themeOriginal('SiteMetadata')],
};
export default patch;
