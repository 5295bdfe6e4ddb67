import React from 'react';
import clsx from 'clsx';
import {formatDisplayDate, isoDay} from '@site/src/lib/collectionPages';
import type {ChangelogSummary} from '../entries';
import styles from './styles.module.css';

/** Date, kind (New, Improved, Fixed) and product area of a release note. */
export default function EntryMeta({date, kind, area}: Pick<ChangelogSummary, 'date' | 'kind' | 'area'>) {
  return (
    <p className={styles.meta}>
      <time dateTime={isoDay(date)}>{formatDisplayDate(date)}</time>
      <span className={clsx(styles.kind, styles[kind.toLowerCase()])}>{kind}</span>
      <span className={styles.area}>{area}</span>
    </p>
  );
}
