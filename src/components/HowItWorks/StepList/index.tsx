import React from 'react';
import type {Step} from '@site/src/data/howItWorks';
import styles from './styles.module.css';

/** A numbered list of steps (setup on /how-it-works and /ai-product-bot, implementation on agent pages). */
export default function StepList({steps}: {steps: readonly Step[]}) {
  return (
    <ol className={styles.list}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
