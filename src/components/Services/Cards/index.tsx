import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import Card, {CardGrid} from '@site/src/components/shared/Card';
import type {ServiceCard} from '@site/src/data/services';

type Props = {id: string; title: string; subtitle: string; cards: readonly ServiceCard[]; tone?: 'default' | 'alt'};

// Wide enough for three columns on desktop, so six cards sit as two even rows.
const CARD_MIN_PX = 320;

/** A titled grid of service or feature cards. */
export default function ServiceCards({id, title, subtitle, cards, tone = 'default'}: Props) {
  return (
    <Section id={id} tone={tone}>
      <SectionHeading title={title} subtitle={subtitle} />
      <CardGrid min={CARD_MIN_PX}>
        {cards.map((card) => (
          <Card key={card.title} title={card.title} icon={card.icon}>
            <p>{card.text}</p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
