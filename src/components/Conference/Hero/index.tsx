import React from 'react';
import Section from '@site/src/components/shared/Section';
import ActionLink from '@site/src/components/shared/ActionLink';
import {useConferenceStats} from '@site/src/components/forms/stats';
import Availability from '../Availability';
import {conferenceHero} from '@site/src/data/conference';
import styles from './styles.module.css';

/** The offer: 'Claim Your Free AI Chatbot', months free, and the licenses left (from the shared stats store). */
export default function ConferenceHero() {
  const {stats} = useConferenceStats();
  return (
    <Section tone="brand" className={styles.hero}>
      <div className={styles.grid}>
        <div>
          <p className={styles.eyebrow}>{conferenceHero.eyebrow}</p>
          <h1 className={styles.title}>{conferenceHero.title}</h1>
          <p className={styles.free} data-testid="free-months">
            {conferenceHero.freeLabel}
          </p>
          <p className={styles.subtitle}>{conferenceHero.subtitle}</p>
          <ActionLink label={conferenceHero.action} to="#register" variant="ghost" />
        </div>
        <Availability stats={stats} />
      </div>
    </Section>
  );
}
