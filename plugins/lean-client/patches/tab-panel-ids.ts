import {PROPOSALS, themeOriginal, type Patch} from '../patch';

const patch: Patch = {
  summary:
    "the theme's TabItem with the id its tab's aria-controls names and aria-labelledby back to the tab: the HTML checker rejects tabs without",
  kind: 'markup',
  replaces: {
    '@docusaurus/theme-classic/lib/theme/TabItem/index.js': 'beef630741839e81',
    '@docusaurus/theme-classic/lib/theme/TabItem/styles.module.css': 'e1321924bc6c1a8e',
  },
  upstream: `${PROPOSALS}#tab-panels-named-by-their-tabs`,
  off: () => [themeOriginal('TabItem')],
};
export default patch;
