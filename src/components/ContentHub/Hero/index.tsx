import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import PageHero from '@site/src/components/shared/PageHero';
import {contentHubHero, hubSections} from '@site/src/data/contentHub';
import type {HubData} from '@site/src/lib/contentHub';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import statStyles from '@site/src/components/shared/StatRow/styles.module.css';
import styles from './styles.module.css';

/** Hub hero: the four counts, each jumping to its section. */
export default function ContentHubHero({hub}: {hub: HubData}) {
  const sections = useLocalized(hubSections);
  return (
    <PageHero {...useLocalized(contentHubHero)}>
      <ul className={styles.counts}>
        {sections.map((section) => (
          <li key={section.key}>
            <Link className={styles.count} to={`#${section.id}`}>
              <span className={clsx(statStyles.value, styles.value)} data-testid={`hub-count-${section.key}`}>
                {hub[section.key].count}
              </span>
              <span className={statStyles.label}>{section.countLabel}</span>
            </Link>
          </li>
        ))}
      </ul>
    </PageHero>
  );
}
