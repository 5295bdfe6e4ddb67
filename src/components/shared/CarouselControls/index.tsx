import React from 'react';
import clsx from 'clsx';
import Button from '@site/src/components/shared/Button';
import styles from './styles.module.css';

/*
 * The buttons of the carousels and the moving strips (testimonials, demo products, logo strip).
 * Each is a shared Button, disabled until it has hydrated: before that a click would do nothing.
 */

const ARROWS = {previous: '←', next: '→'} as const;

/** A round previous or next button; `label` names what it moves to. */
export function CarouselArrow({
  direction,
  label,
  onClick,
}: {
  direction: keyof typeof ARROWS;
  label: string;
  onClick: () => void;
}) {
  return (
    <Button className={styles.arrow} aria-label={label} onClick={onClick}>
      <span aria-hidden="true">{ARROWS[direction]}</span>
    </Button>
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
  return (
    <div className={styles.dots}>
      {labels.map((label, dot) => (
        <Button
          key={label}
          className={clsx(styles.dot, dot === index && styles.active)}
          aria-label={label}
          aria-current={dot === index ? 'true' : undefined}
          onClick={() => onSelect(dot)}
        />
      ))}
    </div>
  );
}

type ToggleProps = {paused: boolean; onToggle: () => void; pauseLabel: string; playLabel: string};

/** Stops and restarts motion that plays by itself (WCAG 2.2.2); pressed while paused. */
export function PauseToggle({paused, onToggle, pauseLabel, playLabel}: ToggleProps) {
  return (
    <Button className={styles.toggle} aria-pressed={paused} onClick={onToggle}>
      {paused ? playLabel : pauseLabel}
    </Button>
  );
}
