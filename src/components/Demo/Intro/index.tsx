import React from 'react';
import Link from '@docusaurus/Link';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import {DEMO_COPY} from '@site/src/data/demoCopy';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

export default function Intro() {
  const {back, eyebrow, title, subtitle} = useLocalized(DEMO_COPY).page;
  return (
    <div className={styles.intro}>
      <Link to={back.to} className={styles.back}>
        <span aria-hidden="true">←</span>
        {back.label}
      </Link>
      <SectionHeading as="h1" eyebrow={eyebrow} title={title} subtitle={subtitle} />
    </div>
  );
}
