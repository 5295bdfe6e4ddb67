import React from 'react';
import PageHero from '@site/src/components/shared/PageHero';
import {useConferenceStats} from '@site/src/components/forms/stats';
import Availability from '../Availability';
import {conferenceHero} from '@site/src/data/conference';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

/** The offer: 'Claim Your Free AI Chatbot', months free, and the licenses left (from the shared stats store). */
export default function ConferenceHero() {
  const copy = useLocalized(conferenceHero);
  const {stats} = useConferenceStats();
  return (
    <PageHero
      tone="brand"
      align="left"
      eyebrow={copy.eyebrow}
      title={copy.title}
      afterTitle={
        <p className={styles.free} data-testid="free-months">
          {copy.freeLabel}
        </p>
      }
      subtitle={copy.subtitle}
      actions={[{label: copy.action, to: '#register', variant: 'ghost'}]}
      aside={<Availability stats={stats} />}
    />
  );
}
