import React from 'react';
import clsx from 'clsx';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import ActionLink from '@site/src/components/shared/ActionLink';
import {ADULTS_NOTICE} from '@site/src/data/constants';
import {chatPreview} from '@site/src/data/waitlist';
import {useLocale} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

/** A still snippet of a demo conversation; the live one is on /demo. */
export default function ChatPreview() {
  const locale = useLocale();
  const copy = chatPreview[locale];
  return (
    <Section id="chat-preview">
      <SectionHeading title={copy.title} subtitle={copy.subtitle} />
      <figure className={styles.window}>
        <figcaption className={styles.header}>
          <span className={styles.avatar} aria-hidden="true">
            B
          </span>
          <span className={styles.store}>{copy.storeName}</span>
          <span className={styles.status}>{copy.status}</span>
        </figcaption>
        <ol className={styles.messages}>
          {copy.lines.map((line) => (
            <li key={line.text} className={clsx(styles.message, styles[line.from])}>
              <span className="sr-only">{copy.speakers[line.from]}: </span>
              {line.text}
            </li>
          ))}
        </ol>
        <p className={styles.notice}>{ADULTS_NOTICE[locale]}</p>
      </figure>
      <p className={styles.more}>
        <ActionLink label={copy.demoLink} to="/demo" variant="secondary" />
      </p>
    </Section>
  );
}
