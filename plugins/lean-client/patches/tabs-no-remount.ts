import {themeOriginal, type Patch} from '../patch';

const patch: Patch = {
  summary:
    "the theme's Tabs without its remount after hydration; its tabs carry the ids and aria-controls that tab-panel-ids' panels answer",
  kind: 'speed',
  replaces: {
    '@docusaurus/theme-classic/lib/theme/Tabs/index.js': '7fe3d248d13cc48d',
    '@docusaurus/theme-classic/lib/theme/Tabs/styles.module.css': '8beb34df100a7916',
  },
  upstream: 'https://github.com/facebook/docusaurus/issues/5653',
  off: () => [themeOriginal('Tabs')],
};
export default patch;
