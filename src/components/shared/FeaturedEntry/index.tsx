import React, {type ReactNode} from 'react';
import Section from '@site/src/components/shared/Section';
import Eyebrow from '@site/src/components/shared/Eyebrow';
import {FallbackImage} from '@site/src/components/CollectionMedia';
import styles from './styles.module.css';

type Props = {
  /** Id of the heading, which names the section. */
  titleId: string;
  label: ReactNode;
  title: string;
  image: string;
  /** The list page's hero is above it: lazy unless it is the first thing in view. */
  lazy?: boolean;
  /** What follows the heading: the collection's own details and actions. */
  children: ReactNode;
};

/** The featured entry of a collection list page: image beside label, heading and details; stacked on narrow screens. */
export default function FeaturedEntry({titleId, label, title, image, lazy = false, children}: Props) {
  return (
    <Section aria-labelledby={titleId}>
      <article className={styles.featured}>
        <FallbackImage
          src={image}
          alt=""
          width={1200}
          height={630}
          className={styles.image}
          {...(lazy ? {loading: 'lazy', decoding: 'async'} : {})}
        />
        <div className={styles.body}>
          <Eyebrow>{label}</Eyebrow>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {children}
        </div>
      </article>
    </Section>
  );
}
