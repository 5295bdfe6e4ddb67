import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import Card, {CardGrid} from '@site/src/components/shared/Card';
import {waitlistFeatures} from '@site/src/data/waitlist';
import {useLocalized} from '@site/src/lib/i18n/useLocale';

/** The three things a dispensary gets at launch. */
export default function WaitlistFeatures() {
  const copy = useLocalized(waitlistFeatures);
  return (
    <Section tone="alt" id="features">
      <SectionHeading title={copy.title} />
      <CardGrid>
        {copy.cards.map((card) => (
          <Card key={card.title} title={card.title} icon={card.icon}>
            <p>{card.text}</p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
