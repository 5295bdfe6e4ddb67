import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import Card, {CardGrid} from '@site/src/components/shared/Card';
import StatRow from '@site/src/components/shared/StatRow';
import {HOME} from '@site/src/data/home';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

export default function Benefits() {
  const {title, subtitle, cards, stats} = useLocalized(HOME).benefits;
  return (
    <Section tone="alt" aria-labelledby="home-benefits-title">
      <SectionHeading id="home-benefits-title" title={title} subtitle={subtitle} />
      <CardGrid min={300}>
        {cards.map((card) => (
          <Card key={card.title} icon={card.icon} title={card.title}>
            <p>{card.text}</p>
          </Card>
        ))}
      </CardGrid>
      <StatRow stats={stats} className={styles.stats} />
    </Section>
  );
}
