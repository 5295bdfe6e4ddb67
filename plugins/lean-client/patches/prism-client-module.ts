import {createRequire} from 'node:module';
import path from 'node:path';
import {PROPOSALS, type Patch} from '../patch';

const require = createRequire(import.meta.url);

/**
 * The classic theme registers a client module that imports Prism and its grammars into `main`, the
 * bundle every page evaluates before hydrating: on a phone that evaluation was the largest part of
 * `main`'s cost, for code blocks our pages do not have. Resolving that one module to nothing keeps
 * highlighting working where a code block appears (the theme's CodeBlock bundles its own Prism into
 * that page's chunk) while the other pages stop paying for it. Patch "prism-client-module" of patches.ts.
 */
export function dropPrismClientModule(): Record<string, false> {
  const themeDir = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
  // Docusaurus requires client modules by absolute path without the extension; `$` makes the alias exact.
  return {[`${path.join(themeDir, 'lib', 'prism-include-languages')}$`]: false};
}

// Switched off with lean-prism, the browser keeps the theme's client module (which adds any configured
// language to the package's Prism).
const wiring: Patch['client'] = ({on}) => ({alias: on('lean-prism') ? dropPrismClientModule() : {}});

const patch: Patch = {
  summary:
    "theme-classic's client module that imports Prism into `main` resolves to nothing; code blocks bring their own highlighter (so it acts only with lean-prism on)",
  kind: 'speed',
  replaces: {'@docusaurus/theme-classic/lib/prism-include-languages.js': 'a464a26897ccb5b2'},
  upstream: `${PROPOSALS}#prism-outside-main`,
  client: wiring,
  dev: wiring,
};
export default patch;
