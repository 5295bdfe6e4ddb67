import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import Card, {CardGrid} from '@site/src/components/shared/Card';
import ActionLink from '@site/src/components/shared/ActionLink';
import type {HowItWorksContent} from '@site/src/data/howItWorks';
import styles from './styles.module.css';

export default function Integrations({integrations}: {integrations: HowItWorksContent['integrations']}) {
  return (
    <Section id="integrations" aria-labelledby="integrations-title">
      <SectionHeading id="integrations-title" title={integrations.title} subtitle={integrations.text} />
      <ul className={styles.partners} aria-label={integrations.partnersLabel}>
        {integrations.partners.map((partner) => (
          <li key={partner} className={styles.partner}>
            {partner}
          </li>
        ))}
      </ul>
      <CardGrid>
        {integrations.cards.map((card) => (
          <Card key={card.title} icon={card.icon} title={card.title}>
            <p>{card.text}</p>
          </Card>
        ))}
      </CardGrid>
      <div className={styles.action}>
        <ActionLink {...integrations.action} />
      </div>
    </Section>
  );
}
