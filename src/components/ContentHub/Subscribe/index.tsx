import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import NewsletterSubscribe from '@site/src/components/forms/NewsletterSubscribe';
import {hubSubscribe} from '@site/src/data/contentHub';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

/** Newsletter sign-up at the end of the hub. */
export default function HubSubscribe() {
  const copy = useLocalized(hubSubscribe);
  return (
    <Section tone="alt" id="subscribe">
      <SectionHeading title={copy.title} subtitle={copy.text} />
      <div className={styles.form}>
        <NewsletterSubscribe source="content-hub" />
      </div>
    </Section>
  );
}
