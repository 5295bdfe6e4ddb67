import path from 'node:path';
import {CORE_CLIENT, LEAN_CLIENT, PROPOSALS, relativeImportReplacement, type Patch} from '../patch';

/** Docusaurus' server-side renderer, which the static build uses for every page. */
export const DOCUSAURUS_RENDER_TO_HTML = path.join(CORE_CLIENT, 'renderToHtml.js');
/** Ours: the same, with every Suspense boundary kept inline (see renderToHtml.ts). */
export const INLINE_RENDER_TO_HTML = path.join(LEAN_CLIENT, 'renderToHtml.ts');
/** Sends the server entry's import of the renderer (`./renderToHtml`, in core's folder) to ours. */
const renderToHtmlReplacement = relativeImportReplacement({[DOCUSAURUS_RENDER_TO_HTML]: INLINE_RENDER_TO_HTML});

const patch: Patch = {
  summary:
    "core's static renderer keeps every Suspense boundary inline (progressiveChunkSize), so sections stay in place without script",
  kind: 'markup',
  replaces: {'@docusaurus/core/lib/client/renderToHtml.js': '4d5277baa8caa445'},
  upstream: `${PROPOSALS}#render-suspense-inline`,
  server: () => ({replacements: [[/^\.\/renderToHtml$/, renderToHtmlReplacement]]}),
};
export default patch;
