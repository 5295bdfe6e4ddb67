import path from 'node:path';
import {LEAN_CLIENT, PROPOSALS, type Patch} from '../patch';

/**
 * `prism-react-renderer` as our bundles see it: Prism's core and the site's grammars from `prismjs`
 * instead of the package's one module of fifty grammars. The server's has every grammar; the
 * browser's has none until the code-block highlighter evaluates them a step per task, before any
 * code block renders (prismHighlight.tsx, prismGrammars/). Both highlight alike, so a code block
 * hydrates without a mismatch.
 */
const PRISM_REACT_RENDERER = 'prism-react-renderer$';
export const LEAN_PRISM_REACT_RENDERER = {
  server: {[PRISM_REACT_RENDERER]: path.join(LEAN_CLIENT, 'prismReactRenderer.tsx')},
  client: {[PRISM_REACT_RENDERER]: path.join(LEAN_CLIENT, 'prismHighlight.tsx')},
};

// Switched off, both renders get the package's Prism, and the browser keeps the theme's client module
// (which adds any configured language to it). Even so the server's HTML still highlights php and bash
// and the browser's package does not, so on the guide with code those blocks do not hydrate alike
// (React error #418, a re-render): the bench's figure for the patch off there includes it.
const patch: Patch = {
  summary:
    "prism-react-renderer with Prism's core and the site's grammars, evaluated a step per task, instead of fifty grammars in one module",
  kind: 'speed',
  replaces: {'prism-react-renderer/dist/index.mjs': '813d689971589fa1'},
  upstream: `${PROPOSALS}#prism-outside-main`,
  client: () => ({alias: LEAN_PRISM_REACT_RENDERER.client}),
  server: () => ({alias: LEAN_PRISM_REACT_RENDERER.server}),
  dev: () => ({alias: LEAN_PRISM_REACT_RENDERER.client}),
};
export default patch;
