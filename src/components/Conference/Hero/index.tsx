import React from 'react';
import PageHero from '@site/src/components/shared/PageHero';
import {useConferenceStats} from '@site/src/components/forms/stats';
import Availability from '../Availability';
import {conferenceHero} from '@site/src/data/conference';
import styles from './styles.module.css';

/** The offer: 'Claim Your Free AI Chatbot', months free, and the licenses left (from the shared stats store). */
export default function ConferenceHero() {
  const {stats} = useConferenceStats();
  return (
    <PageHero
      tone="brand"
      align="left"
      eyebrow={conferenceHero.eyebrow}
      title={conferenceHero.title}
      afterTitle={
        <p className={styles.free} data-testid="free-months">
          {conferenceHero.freeLabel}
        </p>
      }
      subtitle={conferenceHero.subtitle}
      actions={[{label: conferenceHero.action, to: '#register', variant: 'ghost'}]}
      aside={<Availability stats={stats} />}
    />
  );
}
