import React, {useEffect, useMemo, useRef, useState} from 'react';
import clsx from 'clsx';
import {TIMING} from '@site/src/data/constants';
import {counterTicks, counterValue, formatFigure, parseFigure} from '@site/src/lib/counter';
import {useReducedMotion} from '@site/src/lib/useReducedMotion';
import styles from './styles.module.css';

type Props = {
  /** The figure as quoted ('100+', '+18%'); it is what the HTML holds and where the count ends. */
  figure: string;
  label: string;
  description?: string;
  className?: string;
};

const timing = {tickMs: TIMING.counterTickMs, durationMs: TIMING.counterDurationMs, cap: TIMING.counterCap};

/**
 * A figure that counts up from zero when it scrolls into view (16 ms ticks
 * over 2000 ms). The final figure is in the server HTML and in a
 * visually hidden copy for screen readers; the moving digits are hidden from
 * them. Under reduced motion the figure never moves.
 */
export default function AnimatedCounter({figure, label, description, className}: Props) {
  const parsed = useMemo(() => parseFigure(figure), [figure]);
  const reduced = useReducedMotion();
  const ref = useRef<HTMLDivElement>(null);
  // null: show the quoted figure; a number: the tick of a running count.
  const [tick, setTick] = useState<number | null>(null);

  useEffect(() => {
    const node = ref.current;
    if (reduced || !parsed || !node || typeof IntersectionObserver === 'undefined') return undefined;
    let timer: number | undefined;
    setTick(0);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        let current = 0;
        timer = window.setInterval(() => {
          current += 1;
          if (current >= counterTicks(timing)) {
            window.clearInterval(timer);
            setTick(null);
          } else {
            setTick(current);
          }
        }, timing.tickMs);
      },
      {threshold: TIMING.statViewThreshold},
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      window.clearInterval(timer);
      setTick(null);
    };
  }, [reduced, parsed]);

  const shown =
    parsed && tick !== null ? formatFigure(parsed, counterValue(parsed.value, tick, timing, parsed.decimals)) : figure;

  return (
    <div ref={ref} className={clsx(styles.counter, className)} data-counting={tick !== null}>
      <p className={styles.value}>
        <span aria-hidden="true">{shown}</span>
        <span className="sr-only">{figure}</span>
      </p>
      <p className={styles.label}>{label}</p>
      {description && <p className={styles.description}>{description}</p>}
    </div>
  );
}
