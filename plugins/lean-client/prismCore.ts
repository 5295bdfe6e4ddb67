// Prism's core without its grammars, shared by every grammar file that prismReactRenderer.tsx loads.
import Prism from 'prismjs/components/prism-core';

// In a browser, Prism's core schedules a pass that highlights every `language-*` element on the page
// (at the next animation frame here, since it loads after the document). React owns those elements;
// the pass checks this flag when it runs, so setting it now, before that frame, turns it off.
Prism.manual = true;
// Prism's grammar files are scripts that extend the global `Prism` (which the core only sets in a browser).
(globalThis as typeof globalThis & {Prism: typeof Prism}).Prism = Prism;

export default Prism;
