import React from 'react';
import Link from '@docusaurus/Link';
import PageHero from '@site/src/components/shared/PageHero';
import {privacyPage, privacySections} from '@site/src/data/privacy';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

/** Title, last-updated date, summary and a contents list of the nine sections. */
export default function PrivacyHeader() {
  const page = useLocalized(privacyPage);
  const sections = useLocalized(privacySections);
  return (
    <PageHero
      align="left"
      narrow
      title={page.title}
      afterTitle={
        <p className={styles.updated}>
          {page.updatedLabel} <time dateTime={page.lastUpdatedIso}>{page.lastUpdated}</time>
        </p>
      }
      subtitle={page.intro}>
      <nav aria-label={page.tocLabel}>
        <ol className={styles.toc}>
          {sections.map((section) => (
            <li key={section.id}>
              <Link to={`#${section.id}`}>{section.title.replace(/^\d+\.\s*/, '')}</Link>
            </li>
          ))}
        </ol>
      </nav>
    </PageHero>
  );
}
