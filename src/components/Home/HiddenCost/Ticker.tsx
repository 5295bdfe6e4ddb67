import React, {useEffect, useRef, useState} from 'react';
import {CALCULATOR} from '@site/src/data/constants';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import {HOME} from '@site/src/data/home';
import {formatPercent, formatUsd} from '@site/src/lib/calculator';
import {INITIAL_TICKER, project, startTicker} from '@site/src/lib/ticker';
import {useReducedMotion} from '@site/src/lib/useReducedMotion';
import styles from './styles.module.css';
import Button from '@site/src/components/shared/Button';

/**
 * The lost-revenue ticker. The counters run only after hydration,
 * stop when paused, and stand still under reduced motion. The figures are
 * not a live region: they change ten times a second.
 */
export default function Ticker() {
  const copy = useLocalized(HOME).hiddenCost.ticker;
  const reduced = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [state, setState] = useState(INITIAL_TICKER);
  const latest = useRef(state);
  latest.current = state;

  useEffect(() => {
    if (reduced || paused) return undefined;
    return startTicker(setState, {initial: latest.current});
  }, [reduced, paused]);

  const projections = project(state.lostToday);
  return (
    <div className={styles.ticker}>
      <div className={styles.tickerHead}>
        <h3 className={styles.tickerTitle}>{copy.title}</h3>
        {!reduced && (
          <Button className={styles.pause} aria-pressed={paused} onClick={() => setPaused(!paused)}>
            {paused ? copy.resumeLabel : copy.pauseLabel}
          </Button>
        )}
      </div>
      <dl className={styles.figures}>
        <div className={styles.lostToday}>
          <dt>{copy.lostTodayLabel}</dt>
          <dd data-testid="lost-today">
            {formatUsd(state.lostToday)}
            <span className={styles.cents}>.{String(state.cents).padStart(2, '0')}</span>
          </dd>
        </div>
        <div>
          <dt>{copy.shoppersLabel}</dt>
          <dd data-testid="shoppers-now">{state.shoppers}</dd>
        </div>
        <div>
          <dt>{copy.conversionLabel}</dt>
          <dd>{formatPercent(CALCULATOR.conversionRate.default)}</dd>
        </div>
      </dl>
      <p className={styles.projectionsLabel}>{copy.projectionsLabel}</p>
      <dl className={styles.projections}>
        <div>
          <dt>{copy.perWeek}</dt>
          <dd>{formatUsd(projections.week)}</dd>
        </div>
        <div>
          <dt>{copy.perMonth}</dt>
          <dd>{formatUsd(projections.month)}</dd>
        </div>
        <div>
          <dt>{copy.perYear}</dt>
          <dd>{formatUsd(projections.year)}</dd>
        </div>
      </dl>
    </div>
  );
}
