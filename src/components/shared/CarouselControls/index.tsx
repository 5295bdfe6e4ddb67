import React from 'react';
import clsx from 'clsx';
import {useHydrated} from '@site/src/lib/useHydrated';
import styles from './styles.module.css';

/*
 * The buttons of the carousels and the moving strips (testimonials, demo products, logo strip).
 * Each stays disabled until the page has hydrated: before that a click would do nothing.
 */

const ARROWS = {previous: '←', next: '→'} as const;

/** A round previous or next button; `label` names what it moves to. */
export function CarouselArrow({direction, label, onClick}: {direction: keyof typeof ARROWS; label: string; onClick: () => void}) {
  const hydrated = useHydrated();
  return (
    <button type="button" className={styles.arrow} aria-label={label} onClick={onClick} disabled={!hydrated}>
      <span aria-hidden="true">{ARROWS[direction]}</span>
    </button>
  );
}

type DotsProps = {
  /** One label per slide, e.g. "Show testimonial 2 of 5: Dana". */
  labels: readonly string[];
  index: number;
  onSelect: (index: number) => void;
};

/** One dot per slide; the current one is marked with aria-current. */
export function CarouselDots({labels, index, onSelect}: DotsProps) {
  const hydrated = useHydrated();
  return (
    <div className={styles.dots}>
      {labels.map((label, dot) => (
        <button
          key={label}
          type="button"
          className={clsx(styles.dot, dot === index && styles.active)}
          aria-label={label}
          aria-current={dot === index ? 'true' : undefined}
          onClick={() => onSelect(dot)}
          disabled={!hydrated}
        />
      ))}
    </div>
  );
}

type ToggleProps = {paused: boolean; onToggle: () => void; pauseLabel: string; playLabel: string};

/** Stops and restarts motion that plays by itself (WCAG 2.2.2); pressed while paused. */
export function PauseToggle({paused, onToggle, pauseLabel, playLabel}: ToggleProps) {
  const hydrated = useHydrated();
  return (
    <button type="button" className={styles.toggle} aria-pressed={paused} onClick={onToggle} disabled={!hydrated}>
      {paused ? playLabel : pauseLabel}
    </button>
  );
}
