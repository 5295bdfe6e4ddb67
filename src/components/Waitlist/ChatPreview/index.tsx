import React from 'react';
import clsx from 'clsx';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import ActionLink from '@site/src/components/shared/ActionLink';
import {DEMO} from '@site/src/data/constants';
import {chatPreview} from '@site/src/data/waitlist';
import styles from './styles.module.css';

/** A still snippet of a demo conversation; the live one is on /demo. */
export default function ChatPreview() {
  return (
    <Section id="chat-preview">
      <SectionHeading title={chatPreview.title} subtitle={chatPreview.subtitle} />
      <figure className={styles.window}>
        <figcaption className={styles.header}>
          <span className={styles.avatar} aria-hidden="true">
            B
          </span>
          <span className={styles.store}>{chatPreview.storeName}</span>
          <span className={styles.status}>{chatPreview.status}</span>
        </figcaption>
        <ol className={styles.messages}>
          {chatPreview.lines.map((line) => (
            <li key={line.text} className={clsx(styles.message, styles[line.from])}>
              <span className="sr-only">{chatPreview.speakers[line.from]}: </span>
              {line.text}
            </li>
          ))}
        </ol>
        <p className={styles.notice}>{DEMO.adultsNotice}</p>
      </figure>
      <p className={styles.more}>
        <ActionLink label={chatPreview.demoLink} to="/demo" variant="secondary" />
      </p>
    </Section>
  );
}
