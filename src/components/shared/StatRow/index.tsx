import React from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export type Stat = {value: string; label: string; description?: string};

/** A row of headline figures, as a description list. */
export default function StatRow({stats, className}: {stats: readonly Stat[]; className?: string}) {
  return (
    <dl className={clsx(styles.row, className)}>
      {stats.map((stat) => (
        <div key={stat.label} className={styles.stat}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>{stat.value}</dd>
          {stat.description && <dd className={styles.description}>{stat.description}</dd>}
        </div>
      ))}
    </dl>
  );
}
