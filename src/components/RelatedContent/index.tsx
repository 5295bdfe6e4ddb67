import React, {useId} from 'react';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/shared/Section';
import {RELATED_COPY} from '@site/src/data/collectionPages';
import {relatedLinks, type CollectionType} from '@site/src/lib/collectionPages';
import {useCollectionsIndex} from '@site/src/lib/collections/useCollectionsIndex';
import styles from './styles.module.css';

/** Related-content block of a post, keyed by its collection and address. */
export default function RelatedContent({type, permalink}: {type: CollectionType; permalink: string}) {
  const links = relatedLinks(type, permalink, useCollectionsIndex());
  const headingId = useId();
  return (
    <Section tone="alt" aria-labelledby={headingId} className={styles.related}>
      <h2 id={headingId} className={styles.title}>
        {RELATED_COPY.title}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.item}>
              <span className={styles.kind}>{link.label}</span>
              <span className={styles.itemTitle}>{link.title}</span>
              <span className={styles.description}>{link.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
