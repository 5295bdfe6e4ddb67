import {PROPOSALS, themeOriginal, type Patch} from '../patch';

const patch: Patch = {
  summary:
    "the theme's menu button and code-block buttons are the site's Button: disabled until the page has hydrated, when a tap would do nothing",
  kind: 'markup',
  replaces: {
    '@docusaurus/theme-classic/lib/theme/Navbar/MobileSidebar/Toggle/index.js': 'daa023d1c3821102',
    '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/Button/index.js': '13db668afc694ad9',
  },
  upstream: `${PROPOSALS}#controls-disabled-until-hydrated`,
  off: () => [themeOriginal('Navbar/MobileSidebar/Toggle'), themeOriginal('CodeBlock/Buttons/Button')],
};
export default patch;
