import path from 'node:path';
import {THEME_CLASSIC_THEME, to, type Patch} from '../patch';

const patch: Patch = {
  summary: "the theme's Tabs without its remount after hydration (and with tab/panel ids the HTML checker needs)",
  replaces: {'@docusaurus/theme-classic/lib/theme/Tabs/index.js': '7fe3d248d13cc48d'},
  upstream: 'https://github.com/facebook/docusaurus/issues/5653',
  off: () => [[/^@theme\/Tabs$/, to(path.join(THEME_CLASSIC_THEME, 'Tabs', 'index.js'))]],
};
export default patch;
