import React, {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';

/**
 * Every MDX page imports the theme's CodeBlock (inline `code` goes through it), and with it Prism
 * and its grammars: about 33 KB gzip that a phone spent 200 ms evaluating on every post, newsletter
 * issue and case study, although our articles rarely hold a code block. Loaded lazily, it costs
 * nothing where there is none. The static build waits for it, so a code block is in the HTML fully
 * highlighted, and the browser keeps that HTML until the highlighter arrives.
 */
const HighlightedCodeBlock = lazy(() => import('./Highlighted'));

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
