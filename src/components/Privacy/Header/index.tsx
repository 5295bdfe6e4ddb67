import React from 'react';
import Link from '@docusaurus/Link';
import PageHero from '@site/src/components/shared/PageHero';
import {privacyPage, privacySections} from '@site/src/data/privacy';
import styles from './styles.module.css';

/** Title, last-updated date, summary and a contents list of the nine sections. */
export default function PrivacyHeader() {
  return (
    <PageHero
      align="left"
      narrow
      title={privacyPage.title}
      afterTitle={
        <p className={styles.updated}>
          {privacyPage.updatedLabel} <time dateTime={privacyPage.lastUpdatedIso}>{privacyPage.lastUpdated}</time>
        </p>
      }
      subtitle={privacyPage.intro}>
      <nav aria-label={privacyPage.tocLabel}>
        <ol className={styles.toc}>
          {privacySections.map((section) => (
            <li key={section.id}>
              <Link to={`#${section.id}`}>{section.title.replace(/^\d+\.\s*/, '')}</Link>
            </li>
          ))}
        </ol>
      </nav>
    </PageHero>
  );
}
