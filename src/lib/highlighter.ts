import {loadGrammarsInSteps} from '@site/plugins/lean-client/prismGrammars';
import type HighlightedType from '@site/src/theme/CodeBlock/Highlighted';

type HighlighterModule = {default: typeof HighlightedType};

let loading: Promise<HighlighterModule> | undefined;
let loaded: HighlighterModule | undefined;

/**
 * Loads the code highlighter's chunk (Prism, its grammars and the theme's code block) once; later
 * calls share it. The grammars are evaluated a step per task first (their order is Prism's), then
 * the code block, which the chunk already holds.
 */
export function loadHighlighter(): Promise<HighlighterModule> {
  loading ??= loadGrammarsInSteps()
    .then(() => import(/* webpackChunkName: "code-highlighter" */ '@site/src/theme/CodeBlock/Highlighted'))
    .then((module) => (loaded = module));
  return loading;
}

/**
 * For React.lazy: once the chunk is in, a thenable that resolves at once, so a code block renders
 * without suspending. A pre-rendered block that suspends during hydration waits in its server HTML,
 * and an update that reaches it then (the colour mode's, right after hydration in dark mode) makes
 * React throw that HTML away for the fallback and draw the block again.
 */
export function highlighterForLazy(): PromiseLike<HighlighterModule> {
  const module = loaded;
  return module ? {then: (resolve) => resolve?.(module) as never} : loadHighlighter();
}

/**
 * ThemeClassNames.common.codeBlock, written out: this module is in `main`, where importing
 * ThemeClassNames adds its whole table (2.3 KB); highlighter.test.ts checks the two agree.
 */
export const CODE_BLOCK_CLASS = 'theme-code-block';

/** Whether the page the browser opened has pre-rendered code blocks. */
export const pageHasCodeBlocks = (): boolean => document.querySelector(`.${CODE_BLOCK_CLASS}`) !== null;
