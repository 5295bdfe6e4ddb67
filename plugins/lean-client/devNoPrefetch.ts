/**
 * `npm start`'s `window.docusaurus`: core's preloads, no prefetches (patch "idle-prefetch" in
 * development). Under lazy compilation a prefetch of every linked route asks the dev server for
 * chunks of pages the writer is not looking at; a click still preloads its route at once.
 */
import core from '@lean-client/core-docusaurus';

type Docusaurus = {prefetch: (routePath: string) => false | Promise<unknown>; preload: (routePath: string) => false | Promise<unknown>};

const coreDocusaurus: Docusaurus = core;

export default Object.freeze({prefetch: (_routePath: string) => false as const, preload: coreDocusaurus.preload});
