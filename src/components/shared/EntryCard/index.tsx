import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {FallbackImage} from '@site/src/components/CollectionMedia';
import styles from './styles.module.css';

type Props = {
  image: string;
  /** Load the picture at once (a card in the first screen); otherwise it waits until it is near. */
  eager?: boolean;
  className?: string;
  children: ReactNode;
};

/** The shell of a collection card in a grid: the cover picture on top, the collection's own content below, cards of a row equally tall. */
export default function EntryCard({image, eager = false, className, children}: Props) {
  return (
    <article className={clsx(styles.card, className)}>
      <FallbackImage src={image} alt="" width={1200} height={630} className={styles.image} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      <div className={styles.body}>{children}</div>
    </article>
  );
}
