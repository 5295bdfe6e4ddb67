import React from 'react';
import {formatWhole} from '@site/src/lib/numbers';
import {socialLabels} from '@site/src/data/social';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

type Props = {likes?: number; comments?: number; shares?: number; views?: number};

/** Likes, comments, shares or views of a post, as a description list. */
export default function Engagement({likes, comments, shares, views}: Props) {
  const {engagement} = useLocalized(socialLabels);
  const all: {label: string; value: number | undefined}[] = [
    {label: engagement.views, value: views},
    {label: engagement.likes, value: likes},
    {label: engagement.comments, value: comments},
    {label: engagement.shares, value: shares},
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
