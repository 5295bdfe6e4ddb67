import {themeOriginal, type Patch} from '../patch';

/**
 * Our wrapper of the drawer reads its state through theme-common's internal hook, as the theme's
 * own drawer does: the hook's module is hash-checked with the theme's files, so an upgrade that
 * changes its contract (shown, toggle, shouldRender) stops the build.
 */
const patch: Patch = {
  summary:
    'the phone drawer as a modal dialog named by its title: focus moves in and back out, Tab stays inside, Escape and a route change close it, built after hydration',
  kind: 'markup',
  replaces: {
    '@docusaurus/theme-classic/lib/theme/Navbar/MobileSidebar/index.js': '0e302185bbfd7b0a',
    '@docusaurus/theme-classic/lib/theme/Navbar/MobileSidebar/Layout/index.js': '25a9f4a9c4a55a7e',
    '@docusaurus/theme-common/lib/contexts/navbarMobileSidebar.js': '66a240ad64d9f9ad',
  },
  upstream: 'https://github.com/facebook/docusaurus/issues/9457',
  off: () => [themeOriginal('Navbar/MobileSidebar'), themeOriginal('Navbar/MobileSidebar/Layout')],
};
export default patch;
