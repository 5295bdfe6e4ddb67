import React from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Step = {title: string; text: string};

type Props = {
  steps: readonly Step[];
  /**
   * card: a bordered box per step, number on top; tinted: the same on the tinted surface, no
   * border; beside: no box, the number left of a single column of steps.
   */
  variant?: 'card' | 'tinted' | 'beside';
  /** Sets the list's custom properties: --steps-min (column width), --steps-number (disc size), --steps-gap (number to title), --steps-number-bg. */
  className?: string;
};

/** Numbered steps as an ordered list; the disc repeats the number the list already gives, so screen readers skip it. */
export default function Steps({steps, variant = 'card', className}: Props) {
  return (
    <ol className={clsx(styles.list, styles[variant], className)}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <h3 className={styles.title}>{step.title}</h3>
          <p className={styles.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
