import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import FormPanel, {FormPanelCard} from '@site/src/components/shared/FormPanel';
import WaitlistForm from '@site/src/components/forms/WaitlistForm';
import {waitlistFormSection} from '@site/src/data/waitlist';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

/** The waitlist form (#waitlist-form, the hero and /demo link here) with what joining gets you; a signup updates the hero's count through the shared store. */
export default function WaitlistFormSection() {
  const copy = useLocalized(waitlistFormSection);
  return (
    <Section id="waitlist-form" tone="alt" aria-labelledby="waitlist-form-title">
      <FormPanel>
        <div>
          <SectionHeading id="waitlist-form-title" title={copy.title} subtitle={copy.text} align="left" />
          <ul className={styles.perks}>
            {copy.perks.map((perk) => (
              <li key={perk}>{perk}</li>
            ))}
          </ul>
        </div>
        <FormPanelCard>
          <WaitlistForm id="waitlist-form-fields" />
        </FormPanelCard>
      </FormPanel>
    </Section>
  );
}
