import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import Card, {CardGrid} from '@site/src/components/shared/Card';
import ActionLink from '@site/src/components/shared/ActionLink';
import {HOME} from '@site/src/data/home';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

export default function SpecializedSolutions() {
  const {title, subtitle, badge, cards, action} = useLocalized(HOME).specialized;
  return (
    <Section tone="alt" aria-labelledby="home-specialized-title">
      <SectionHeading id="home-specialized-title" title={title} subtitle={subtitle} />
      <CardGrid>
        {cards.map((card) => (
          <Card key={card.title} icon={card.icon} badge={badge} title={card.title}>
            <p>{card.text}</p>
          </Card>
        ))}
      </CardGrid>
      <div className={styles.action}>
        <ActionLink {...action} />
      </div>
    </Section>
  );
}
