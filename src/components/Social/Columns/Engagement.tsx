import React from 'react';
import {formatWhole} from '@site/src/lib/numbers';
import {socialLabels} from '@site/src/data/social';
import styles from './styles.module.css';

type Props = {likes?: number; comments?: number; shares?: number; views?: number};

/** Likes, comments, shares or views of a post, as a description list. */
export default function Engagement({likes, comments, shares, views}: Props) {
  const all: {label: string; value: number | undefined}[] = [
    {label: socialLabels.engagement.views, value: views},
    {label: socialLabels.engagement.likes, value: likes},
    {label: socialLabels.engagement.comments, value: comments},
    {label: socialLabels.engagement.shares, value: shares},
  ];
  const items = all.filter((item): item is {label: string; value: number} => item.value !== undefined);
  return (
    <dl className={styles.engagement}>
      {items.map((item) => (
        <div key={item.label} className={styles.metric}>
          <dt>{item.label}</dt>
          <dd>{formatWhole(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
