import React, {useEffect, useState} from 'react';
import clsx from 'clsx';
import {TIMING} from '@site/src/data/constants';
import {initialTypingState, nextTypingState, typingDelay, visibleText} from '@site/src/lib/typing';
import {useReducedMotion} from '@site/src/lib/useReducedMotion';
import styles from './styles.module.css';

type Props = {phrases: readonly string[]; className?: string};

const timing = {typeMs: TIMING.typingCharMs, deleteMs: TIMING.typingDeleteCharMs, holdMs: TIMING.typingHoldMs};

/**
 * Types the phrases one after another (70 ms a character, 50 ms to delete).
 * Screen readers and visitors without JavaScript get every phrase as plain
 * text; the moving copy is hidden from assistive technology. Every phrase is
 * also laid out invisibly in the same grid cell, so the line never changes
 * height while it types. Under reduced motion the first phrase stays put.
 */
export default function TypingText({phrases, className}: Props) {
  const reduced = useReducedMotion();
  const [state, setState] = useState(() => initialTypingState(phrases));

  useEffect(() => {
    if (reduced) {
      setState(initialTypingState(phrases));
      return undefined;
    }
    const timer = window.setTimeout(
      () => setState((s) => nextTypingState(s, phrases)),
      typingDelay(state, phrases, timing),
    );
    return () => window.clearTimeout(timer);
  }, [state, reduced, phrases]);

  return (
    <span className={clsx(styles.typing, className)}>
      <span className="sr-only">{phrases.join(' ')}</span>
      <span className={styles.stack} aria-hidden="true">
        {phrases.map((phrase) => (
          <span key={phrase} className={styles.ghost}>
            {phrase}
          </span>
        ))}
        <span className={styles.typed} data-testid="typing-visible">
          {/* The caret is this span's end border, not an element after the text: an element there
              moved with every character, and each move was a layout shift (CLS above 0). */}
          <span className={clsx(styles.caret, !reduced && styles.blink)}>{visibleText(state, phrases)}</span>
        </span>
      </span>
    </span>
  );
}
