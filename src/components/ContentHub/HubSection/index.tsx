import React from 'react';
import Section from '@site/src/components/shared/Section';
import ActionLink from '@site/src/components/shared/ActionLink';
import EntryCard, {EntryCardTitle} from '@site/src/components/shared/EntryCard';
import Eyebrow from '@site/src/components/shared/Eyebrow';
import {EntryGrid} from '@site/src/components/shared/EntryList';
import {hubEmpty, type HubSection as Copy} from '@site/src/data/contentHub';
import type {HubEntry} from '@site/src/lib/contentHub';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

type Props = {section: Copy; count: number; entries: readonly HubEntry[]; tone?: 'default' | 'alt'};

/** One content type: its count, its newest entries and a link to all of them. */
export default function HubSection({section, count, entries, tone = 'default'}: Props) {
  const headingId = `${section.id}-title`;
  const empty = useLocalized(hubEmpty);
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
        <p className={styles.text}>{empty}</p>
      ) : (
        <EntryGrid min={280}>
          {entries.map((entry) => (
            <EntryCard key={entry.id} as="li" linked className={styles.entry}>
              <Eyebrow size="sm" className={styles.kicker}>
                {entry.kicker}
              </Eyebrow>
              <EntryCardTitle to={entry.to} href={entry.href} stretched className={styles.entryTitle}>
                {entry.title}
              </EntryCardTitle>
              {entry.description && <p className={styles.description}>{entry.description}</p>}
              <p className={styles.meta}>{entry.meta}</p>
            </EntryCard>
          ))}
        </EntryGrid>
      )}
    </Section>
  );
}
