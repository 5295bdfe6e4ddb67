import React from 'react';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/shared/Section';
import {privacyPage, privacySections} from '@site/src/data/privacy';
import styles from './styles.module.css';

/** Title, last-updated date, summary and a contents list of the nine sections. */
export default function PrivacyHeader() {
  return (
    <Section tone="alt">
      <div className={styles.header}>
        <h1 className={styles.title}>{privacyPage.title}</h1>
        <p className={styles.updated}>
          {privacyPage.updatedLabel} <time dateTime={privacyPage.lastUpdatedIso}>{privacyPage.lastUpdated}</time>
        </p>
        <p className={styles.intro}>{privacyPage.intro}</p>
        <nav aria-label={privacyPage.tocLabel}>
          <ol className={styles.toc}>
            {privacySections.map((section) => (
              <li key={section.id}>
                <Link to={`#${section.id}`}>{section.title.replace(/^\d+\.\s*/, '')}</Link>
              </li>
            ))}
          </ol>
        </nav>
      </div>
    </Section>
  );
}
