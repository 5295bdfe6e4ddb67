import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import ConferenceForm from '@site/src/components/forms/ConferenceForm';
import {useConferenceStats} from '@site/src/components/forms/stats';
import FormPanel, {FormPanelCard} from '@site/src/components/shared/FormPanel';
import LiveFigure from '@site/src/components/shared/LiveFigure';
import {LAUNCH_CONFERENCE_STATS, remainingLicenses} from '@site/src/lib/forms/stats';
import {conferenceAvailability, conferenceForm} from '@site/src/data/conference';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

/**
 * 'Register Now': the conference form beside the licenses left (the bar is in the hero) and the
 * offer terms. Both read the shared stats store, which a successful claim updates.
 */
export default function ConferenceRegister() {
  const availability = useLocalized(conferenceAvailability);
  const copy = useLocalized(conferenceForm);
  const {stats} = useConferenceStats();
  return (
    <Section id="register" tone="alt" aria-labelledby="register-title">
      <FormPanel>
        <div>
          <SectionHeading id="register-title" title={copy.title} subtitle={copy.text} align="left" />
          <p className={styles.left}>
            <strong>
              <LiveFigure
                value={stats && remainingLicenses(stats)}
                sizeLike={remainingLicenses(LAUNCH_CONFERENCE_STATS)}
              />
            </strong>{' '}
            {availability.of} <LiveFigure value={stats?.total ?? null} sizeLike={LAUNCH_CONFERENCE_STATS.total} />{' '}
            {availability.left}
          </p>
          <ul className={styles.terms}>
            {copy.terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        </div>
        <FormPanelCard>
          <ConferenceForm />
        </FormPanelCard>
      </FormPanel>
    </Section>
  );
}
