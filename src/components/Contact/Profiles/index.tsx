import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import {SOCIAL_PROFILES} from '@site/src/data/constants';
import {contactSocial as contactSocialTable} from '@site/src/data/contact';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

/** Our social and review profiles, each opening in a new tab. */
export default function ContactProfiles() {
  const contactSocial = useLocalized(contactSocialTable);
  return (
    <Section id="social" tone="alt">
      <SectionHeading title={contactSocial.title} subtitle={contactSocial.text} />
      <ul className={styles.list}>
        {SOCIAL_PROFILES.map((profile) => (
          <li key={profile.id}>
            <a className={styles.profile} href={profile.href} target="_blank" rel="noopener noreferrer">
              <span className={styles.label}>{profile.label}</span>
              <span className={styles.kind}>
                {profile.kind === 'social' ? contactSocial.followLabel : contactSocial.reviewsLabel}
              </span>
              <span className="sr-only"> {contactSocial.newTab}</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
