import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import Card, {CardGrid} from '@site/src/components/shared/Card';
import Steps from '@site/src/components/shared/Steps';
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
      <Steps steps={conferenceSteps.items} variant="tinted" className={styles.steps} />
    </Section>
  );
}
