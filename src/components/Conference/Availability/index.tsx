import React from 'react';
import clsx from 'clsx';
import ProgressBar from '@site/src/components/ProgressBar';
import LiveFigure from '@site/src/components/shared/LiveFigure';
import {LAUNCH_CONFERENCE_STATS, remainingLicenses} from '@site/src/lib/forms/stats';
import type {ConferenceStats} from '@site/src/lib/forms/schemas';
import {conferenceAvailability} from '@site/src/data/conference';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

type Props = {
  /** null until the server answers: placeholders and an indeterminate bar. */
  stats: ConferenceStats | null;
  className?: string;
};

const launch = LAUNCH_CONFERENCE_STATS;

/** The limited-availability bar: claimed of total, and how many are left (docs-engineering/decisions.md#licence-cap). */
export default function Availability({stats, className}: Props) {
  const copy = useLocalized(conferenceAvailability);
  const total = stats?.total ?? null;
  const shown = stats && Math.min(stats.claimed, stats.total);
  const remaining = stats && remainingLicenses(stats);
  return (
    <div className={clsx(styles.box, className)} aria-live="polite">
      <p className={styles.title}>{copy.title}</p>
      <div className={styles.figures}>
        <span>
          <strong>
            <LiveFigure value={shown} sizeLike={launch.claimed} testId="licenses-claimed" />
          </strong>{' '}
          {copy.of}{' '}
          <strong>
            <LiveFigure value={total} sizeLike={launch.total} testId="licenses-total" />
          </strong>{' '}
          {copy.claimed}
        </span>
        <span className={styles.remaining}>
          <strong>
            <LiveFigure value={remaining} sizeLike={remainingLicenses(launch)} testId="licenses-remaining" />
          </strong>{' '}
          {copy.remaining}
        </span>
      </div>
      <ProgressBar
        value={shown}
        max={total ?? launch.total}
        label={copy.barLabel}
        valueText={stats ? `${shown} ${copy.of} ${total} ${copy.claimed}` : undefined}
        tone="accent"
      />
      <p className={styles.text}>{remaining === 0 ? copy.soldOut : copy.text}</p>
    </div>
  );
}
