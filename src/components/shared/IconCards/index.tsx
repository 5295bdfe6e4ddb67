import React, {type ReactNode} from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import Card, {CardGrid} from '@site/src/components/shared/Card';
import type {IconCard} from '@site/src/data/about';
import styles from './styles.module.css';

type Props = {
  id: string;
  title: string;
  subtitle?: string;
  cards: readonly IconCard[];
  tone?: 'default' | 'alt';
  /** Narrowest card width before the grid wraps. */
  min?: number;
  /** Extra content under the grid, such as links. */
  children?: ReactNode;
};

/** A headed band of icon cards; the product pages use it for problems, features and compliance. */
export default function IconCards({id, title, subtitle, cards, tone, min = 300, children}: Props) {
  return (
    <Section id={id} tone={tone} aria-labelledby={`${id}-title`}>
      <SectionHeading id={`${id}-title`} title={title} subtitle={subtitle} />
      <CardGrid min={min}>
        {cards.map((card) => (
          <Card key={card.title} icon={card.icon} title={card.title}>
            <p>{card.text}</p>
          </Card>
        ))}
      </CardGrid>
      {children && <div className={styles.after}>{children}</div>}
    </Section>
  );
}
