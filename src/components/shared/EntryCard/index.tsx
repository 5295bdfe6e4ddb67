import React, {type ReactNode} from 'react';
import {FallbackImage} from '@site/src/components/CollectionMedia';
import styles from './styles.module.css';

/** The shell of a collection card in a grid: a lazy cover image on top, the collection's own content below, cards of a row equally tall. */
export default function EntryCard({image, children}: {image: string; children: ReactNode}) {
  return (
    <article className={styles.card}>
      <FallbackImage src={image} alt="" width={1200} height={630} className={styles.image} loading="lazy" decoding="async" />
      <div className={styles.body}>{children}</div>
    </article>
  );
}
