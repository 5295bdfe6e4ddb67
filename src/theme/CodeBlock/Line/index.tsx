import React from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line';
import styles from './styles.module.css';

/** A line made only of '\n' would otherwise count twice with the <br> below. */
function fixLineBreak(line: Props['line']): Props['line'] {
  const only = line.length === 1 && line[0]!.content === '\n' ? line[0] : undefined;
  return only ? [{...only, content: ''}] : line;
}

/**
 * The theme's code line, as a <span> shown as a block: the theme draws a
 * <div> inside <code>, which the HTML checker rejects on every page with a
 * code block. The look is the theme's.
 * Patch "code-lines-as-spans" (plugins/lean-client/patches/code-lines-as-spans.ts): its switch, the hashes
 * of the framework files it stands in for, and the proposal that would let it go.
 */
export default function CodeBlockLine({
  line: lineProp,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
}: Props) {
  const line = fixLineBreak(lineProp);
  const lineProps = getLineProps({line, className: clsx(classNames, styles.line, showLineNumbers && styles.codeLine)});
  const tokens = line.map((token, key) => {
    const tokenProps = getTokenProps({token});
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{tokens}</span>
        </>
      ) : (
        tokens
      )}
      <br />
    </span>
  );
}
