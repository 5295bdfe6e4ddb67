import React, {useId, type CSSProperties} from 'react';
import styles from './styles.module.css';
import {useHydrated} from '@site/src/lib/useHydrated';

type Props = {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** Shown next to the label, e.g. "$75". */
  display: string;
  /** Read by screen readers instead of the bare number, e.g. "75 dollars". */
  valueText: string;
  onChange: (value: number) => void;
};

/**
 * A labelled range input with its value beside the label and its bounds below (the home page's
 * loss calculator). Disabled in the pre-rendered page and until it has hydrated: moved before
 * then, it would show a value the page then contradicts. Drawn by its own styles, so the
 * disabled state does not show.
 */
export default function Slider({label, value, min, max, step, display, valueText, onChange}: Props) {
  const hydrated = useHydrated();
  const id = useId();
  return (
    <div className={styles.slider}>
      <div className={styles.sliderHead}>
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id} className={styles.sliderValue}>
          {display}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={valueText}
        disabled={!hydrated}
        style={{'--fill': `${((value - min) / (max - min)) * 100}%`} as CSSProperties}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <div className={styles.sliderScale} aria-hidden="true">
        <span>{min}</span>
        <span>{max}</span>
      </div>
    </div>
  );
}
