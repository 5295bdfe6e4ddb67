import React, {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import {highlighterForLazy} from '@site/src/lib/highlighter';

/**
 * Every MDX page imports the theme's CodeBlock (inline `code` goes through it), and with it Prism
 * and its grammars: about 33 KB gzip that a phone spent 200 ms evaluating on every post, newsletter
 * issue and case study, although our articles rarely hold a code block. Loaded lazily, it costs
 * nothing where there is none. The static build waits for it, so a code block is in the HTML fully
 * highlighted, and the browser keeps that HTML until the highlighter arrives. On a page the browser
 * opens with code blocks, the first route preload waits for the chunk (plugins/lean-client/preload.ts),
 * so the blocks hydrate without suspending.
 * Patch "lazy-code-block" (plugins/lean-client/patches/lazy-code-block.ts): its switch, the hash of the framework file it
 * stands in for, and the upstream issue or proposal that would let it go.
 */
const HighlightedCodeBlock = lazy(
  highlighterForLazy as () => Promise<{default: typeof import('./Highlighted').default}>,
);

export default function CodeBlock(props: Props): ReactNode {
  return (
    <Suspense
      fallback={
        // Focusable like the highlighted block, so a long line can be scrolled with the keyboard.
        <pre className={props.className} tabIndex={0}>
          <code>{props.children}</code>
        </pre>
      }>
      <HighlightedCodeBlock {...props} />
    </Suspense>
  );
}
