import React from 'react';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/shared/Section';
import ActionLink from '@site/src/components/shared/ActionLink';
import {hubEmpty, type HubSection as Copy} from '@site/src/data/contentHub';
import type {HubEntry} from '@site/src/lib/contentHub';
import styles from './styles.module.css';

type Props = {section: Copy; count: number; entries: readonly HubEntry[]; tone?: 'default' | 'alt'};

function EntryLink({entry}: {entry: HubEntry}) {
  if (entry.href) {
    return (
      <a className={styles.entryLink} href={entry.href} target="_blank" rel="noopener noreferrer">
        {entry.title}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link className={styles.entryLink} to={entry.to}>
      {entry.title}
    </Link>
  );
}

/** One content type: its count, its newest entries and a link to all of them. */
export default function HubSection({section, count, entries, tone = 'default'}: Props) {
  const headingId = `${section.id}-title`;
  return (
    <Section id={section.id} tone={tone} aria-labelledby={headingId}>
      <div className={styles.head}>
        <div>
          <h2 id={headingId} className={styles.title}>
            {section.title} <span className={styles.badge}>{count}</span>
          </h2>
          <p className={styles.text}>{section.text}</p>
        </div>
        <ActionLink label={section.action} to={section.to} variant="secondary" />
      </div>
      {entries.length === 0 ? (
        <p className={styles.text}>{hubEmpty}</p>
      ) : (
        <ul className={styles.grid}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.entry}>
              <p className={styles.kicker}>{entry.kicker}</p>
              <h3 className={styles.entryTitle}>
                <EntryLink entry={entry} />
              </h3>
              {entry.description && <p className={styles.description}>{entry.description}</p>}
              <p className={styles.meta}>{entry.meta}</p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
