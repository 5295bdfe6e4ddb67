import React from 'react';
import Link from '@docusaurus/Link';
import EntryList from '@site/src/components/shared/EntryList';
import Eyebrow from '@site/src/components/shared/Eyebrow';
import {RELATED_COPY} from '@site/src/data/collectionPages';
import {relatedLinks, type CollectionType} from '@site/src/lib/collectionPages';
import {useCollectionsIndex} from '@site/src/lib/collections/useCollectionsIndex';
import styles from './styles.module.css';

/** Related-content block of a post, keyed by its collection and address. */
export default function RelatedContent({type, permalink}: {type: CollectionType; permalink: string}) {
  const links = relatedLinks(type, permalink, useCollectionsIndex());
  return (
    <EntryList title={RELATED_COPY.title} tone="alt" min={240} gap="sm">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={styles.item}>
            <Eyebrow as="span" size="xs">
              {link.label}
            </Eyebrow>
            <span className={styles.itemTitle}>{link.title}</span>
            <span className={styles.description}>{link.description}</span>
          </Link>
        </li>
      ))}
    </EntryList>
  );
}
