import React from 'react';
import clsx from 'clsx';
import {progress} from '@site/src/lib/progress';
import styles from './styles.module.css';

type Props = {
  /** null or undefined while the value is unknown: the bar is indeterminate. */
  value: number | null | undefined;
  max: number;
  /** Accessible name of the bar. */
  label: string;
  /** Read out instead of the bare number ('12 of 15 claimed'). */
  valueText?: string;
  tone?: 'brand' | 'accent';
  className?: string;
};

/**
 * A progress bar: complete at the maximum, loading below it,
 * indeterminate when the value is unknown. The state is on data-state for
 * styling and tests.
 */
export default function ProgressBar({value, max, label, valueText, tone = 'brand', className}: Props) {
  const p = progress(value, max);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={p.value ?? undefined}
      aria-valuetext={p.value === null ? undefined : valueText}
      aria-busy={p.state !== 'complete'}
      data-state={p.state}
      className={clsx(styles.track, styles[tone], className)}>
      <div
        className={clsx(styles.fill, p.state === 'indeterminate' && styles.indeterminate)}
        style={p.percent === null ? undefined : {width: `${p.percent}%`}}
      />
    </div>
  );
}
