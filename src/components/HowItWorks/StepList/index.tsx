import React from 'react';
import Steps from '@site/src/components/shared/Steps';
import type {Step} from '@site/src/data/howItWorks';
import styles from './styles.module.css';

/** A numbered list of steps (setup on /how-it-works and /ai-product-bot, implementation on agent pages). */
export default function StepList({steps}: {steps: readonly Step[]}) {
  return <Steps steps={steps} className={styles.list} />;
}
