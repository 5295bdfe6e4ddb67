import React from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {
  topics: readonly string[];
  /** How many more topics the list leaves out ('+N more'). */
  more?: number;
  /** The archive card's smaller tags. */
  compact?: boolean;
  className?: string;
};

/** An issue's topics as a row of tags, named "Topics" for screen readers. */
export default function Topics({topics, more = 0, compact = false, className}: Props) {
  return (
    <ul className={clsx(styles.topics, compact && styles.compact, className)} aria-label="Topics">
      {topics.map((topic) => (
        <li key={topic}>{topic}</li>
      ))}
      {more > 0 && <li className={styles.more}>+{more} more</li>}
    </ul>
  );
}
