import {PROPOSALS, themeOriginal, type Patch} from '../patch';

const patch: Patch = {
  summary:
    "the theme's code line as a <span> shown as a block, not a <div> inside <code>, which the HTML checker rejects",
  kind: 'markup',
  replaces: {
    '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/index.js': '5512298d8a194b78',
    '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css': 'ecac30a50af15f4a',
  },
  upstream: `${PROPOSALS}#code-lines-as-spans`,
  off: () => [themeOriginal('CodeBlock/Line')],
};
export default patch;
