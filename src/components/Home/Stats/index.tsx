import React, {useEffect, useRef, useState, type CSSProperties} from 'react';
import clsx from 'clsx';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import {TIMING} from '@site/src/data/constants';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import {HOME} from '@site/src/data/home';
import styles from './styles.module.css';
import {prefersReducedMotion} from '@site/src/lib/useReducedMotion';

/**
 * The four stats appear 200 ms apart once 10% of the block is in
 * view. The HTML shows them; only a browser that can animate hides them
 * first, so they stay visible without JavaScript or with reduced motion.
 */
function useReveal() {
  const ref = useRef<HTMLDListElement>(null);
  const [phase, setPhase] = useState<'static' | 'waiting' | 'shown'>('static');
  useEffect(() => {
    const element = ref.current;
    const reduce = prefersReducedMotion();
    if (!element || reduce || typeof IntersectionObserver === 'undefined') return undefined;
    setPhase('waiting');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setPhase('shown');
          observer.disconnect();
        }
      },
      {threshold: TIMING.statViewThreshold},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return {ref, phase};
}

export default function Stats() {
  const {title, subtitle, stats} = useLocalized(HOME).stats;
  const {ref, phase} = useReveal();
  return (
    <Section tone="alt" aria-labelledby="home-stats-title">
      <SectionHeading id="home-stats-title" title={title} subtitle={subtitle} />
      <dl ref={ref} className={clsx(styles.grid, styles[phase])} data-phase={phase}>
        {stats.map((stat, index) => (
          <div
            key={stat.label}
            className={styles.stat}
            style={{'--delay': `${index * TIMING.statStaggerMs}ms`} as CSSProperties}>
            <dt className={styles.label}>{stat.label}</dt>
            <dd className={styles.number}>{stat.number}</dd>
            <dd className={styles.description}>{stat.description}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
