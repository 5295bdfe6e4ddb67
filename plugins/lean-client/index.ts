import {createRequire} from 'node:module';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const require = createRequire(import.meta.url);

/**
 * The classic theme registers a client module that imports Prism and its grammars into `main`, the
 * bundle every page evaluates before hydrating: on a phone that evaluation was the largest part of
 * `main`'s cost, for code blocks our pages do not have. Resolving that one module to nothing keeps
 * highlighting working where a code block appears (the theme's CodeBlock bundles its own Prism into
 * that page's chunk) while the other pages stop paying for it.
 */
export function dropPrismClientModule(): Record<string, false> {
  const themeDir = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
  // Docusaurus requires client modules by absolute path without the extension; `$` makes the alias exact.
  return {[`${path.join(themeDir, 'lib', 'prism-include-languages')}$`]: false};
}

/** Docusaurus' server-side renderer, which the static build uses for every page. */
export const DOCUSAURUS_RENDER_TO_HTML = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client', 'renderToHtml.js');
/** Ours: the same, with every Suspense boundary kept inline (see renderToHtml.ts). */
export const INLINE_RENDER_TO_HTML = path.join(__dirname, 'renderToHtml.ts');

export default function leanClientPlugin(): Plugin {
  return {
    name: 'lean-client',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (!isServer) return {resolve: {alias: dropPrismClientModule()}};
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      // The server entry imports it as './renderToHtml'; the replacement matches that request in core's folder.
      return {
        plugins: [
          new NormalModuleReplacementPlugin(/^\.\/renderToHtml$/, (resource: {context: string; request: string}) => {
            if (path.join(resource.context, 'renderToHtml.js') === DOCUSAURUS_RENDER_TO_HTML) resource.request = INLINE_RENDER_TO_HTML;
          }),
        ],
      };
    },
  };
}
