import {createRequire} from 'node:module';
import path from 'node:path';
import {CORE_CLIENT, LEAN_CLIENT, PROPOSALS, THEME_COMMON_LIB, type Patch} from '../patch';

const require = createRequire(import.meta.url);

/**
 * The Docusaurus modules whose providers, above every page, update their context in an effect right
 * after hydration; they import `react` as settledReact.js, whose effects (settledEffects.ts) wait for idle.
 */
export const SETTLED_EFFECT_MODULES = [
  path.join(CORE_CLIENT, 'browserContext.js'),
  path.join(THEME_COMMON_LIB, 'contexts', 'colorMode.js'),
  path.join(THEME_COMMON_LIB, 'contexts', 'navbarMobileSidebar.js'),
  path.join(THEME_COMMON_LIB, 'contexts', 'navbarSecondaryMenu', 'content.js'),
  path.join(THEME_COMMON_LIB, 'hooks', 'useWindowSize.js'),
  path.join(path.dirname(require.resolve('@docusaurus/plugin-content-docs/client')), 'docsPreferredVersion.js'),
];
export const SETTLED_EFFECTS = path.join(LEAN_CLIENT, 'settledReact.js');

/** Sends those modules' `import … from 'react'` to settledReact.js; every other importer keeps React. */
export function settledEffectsReplacement(resource: {request: string; contextInfo?: {issuer?: string}}): void {
  if (resource.request === 'react' && SETTLED_EFFECT_MODULES.includes(resource.contextInfo?.issuer ?? ''))
    resource.request = SETTLED_EFFECTS;
}

// Only the browser runs effects.
const patch: Patch = {
  summary: "the providers above every page run their first effects at idle, not in hydration's task",
  kind: 'speed',
  replaces: {
    '@docusaurus/core/lib/client/browserContext.js': 'f0765ea0de6c6820',
    '@docusaurus/theme-common/lib/contexts/colorMode.js': '4d7927eb96f63c12',
    '@docusaurus/theme-common/lib/contexts/navbarMobileSidebar.js': '66a240ad64d9f9ad',
    '@docusaurus/theme-common/lib/contexts/navbarSecondaryMenu/content.js': 'f28c89217e58e739',
    '@docusaurus/theme-common/lib/hooks/useWindowSize.js': 'a32a46c867130090',
    '@docusaurus/plugin-content-docs/lib/client/docsPreferredVersion.js': 'eef363430b9a260d',
  },
  upstream: `${PROPOSALS}#provider-effects-after-hydration`,
  client: () => ({replacements: [[/^react$/, settledEffectsReplacement]]}),
};
export default patch;
