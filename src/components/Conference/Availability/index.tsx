import React from 'react';
import clsx from 'clsx';
import ProgressBar from '@site/src/components/ProgressBar';
import {remainingLicenses} from '@site/src/lib/forms/stats';
import {conferenceAvailability} from '@site/src/data/conference';
import styles from './styles.module.css';

type Props = {claimed: number; total: number; className?: string};

/** The limited-availability bar: claimed of total, and how many are left (spec 4). */
export default function Availability({claimed, total, className}: Props) {
  const shown = Math.min(claimed, total);
  const remaining = remainingLicenses({claimed, total});
  return (
    <div className={clsx(styles.box, className)} aria-live="polite">
      <p className={styles.title}>{conferenceAvailability.title}</p>
      <div className={styles.figures}>
        <span>
          <strong data-testid="licenses-claimed">{shown}</strong> {conferenceAvailability.of} <strong data-testid="licenses-total">{total}</strong>{' '}
          {conferenceAvailability.claimed}
        </span>
        <span className={styles.remaining}>
          <strong data-testid="licenses-remaining">{remaining}</strong> {conferenceAvailability.remaining}
        </span>
      </div>
      <ProgressBar value={shown} max={total} label={conferenceAvailability.barLabel} valueText={`${shown} ${conferenceAvailability.of} ${total} ${conferenceAvailability.claimed}`} tone="accent" />
      <p className={styles.text}>{remaining === 0 ? conferenceAvailability.soldOut : conferenceAvailability.text}</p>
    </div>
  );
}
