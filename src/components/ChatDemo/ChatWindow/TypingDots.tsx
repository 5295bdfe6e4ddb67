import React from 'react';
import styles from './TypingDots.module.css';

/** Three bouncing dots (still under reduced motion), hidden from screen readers: the text beside them says what is happening. */
export default function TypingDots() {
  return (
    <>
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.dot} aria-hidden="true" />
    </>
  );
}
