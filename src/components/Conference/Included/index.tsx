import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import Card, {CardGrid} from '@site/src/components/shared/Card';
import {conferenceIncluded, conferenceSteps} from '@site/src/data/conference';
import styles from './styles.module.css';

/** What the free license includes, and the three steps to claim it. */
export default function ConferenceIncluded() {
  return (
    <Section id="included">
      <SectionHeading title={conferenceIncluded.title} />
      <CardGrid min={220}>
        {conferenceIncluded.cards.map((card) => (
          <Card key={card.title} title={card.title} icon={card.icon}>
            <p>{card.text}</p>
          </Card>
        ))}
      </CardGrid>
      <h2 className={styles.stepsTitle}>{conferenceSteps.title}</h2>
      <ol className={styles.steps}>
        {conferenceSteps.items.map((step) => (
          <li key={step.title} className={styles.step}>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            <p className={styles.stepText}>{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
