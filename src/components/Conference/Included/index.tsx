import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import Card, {CardGrid} from '@site/src/components/shared/Card';
import Steps from '@site/src/components/shared/Steps';
import {conferenceIncluded, conferenceSteps} from '@site/src/data/conference';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

/** What the free license includes, and the three steps to claim it. */
export default function ConferenceIncluded() {
  const included = useLocalized(conferenceIncluded);
  const steps = useLocalized(conferenceSteps);
  return (
    <Section id="included">
      <SectionHeading title={included.title} />
      <CardGrid min={220}>
        {included.cards.map((card) => (
          <Card key={card.title} title={card.title} icon={card.icon}>
            <p>{card.text}</p>
          </Card>
        ))}
      </CardGrid>
      <h2 className={styles.stepsTitle}>{steps.title}</h2>
      <Steps steps={steps.items} variant="tinted" className={styles.steps} />
    </Section>
  );
}
