import React from 'react';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import Card from '@site/src/components/shared/Card';
import TypicalResult from '@site/src/components/shared/TypicalResult';
import {agentLabels, agentOffers, type AgentCard} from '@site/src/data/agents';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

type Props = {title: string; subtitle: string; cards: readonly AgentCard[]};

function AgentSummary({agent}: {agent: AgentCard}) {
  const labels = useLocalized(agentLabels);
  const offers = useLocalized(agentOffers);
  return (
    <Card
      icon={agent.icon}
      badge={offers[agent.id].price}
      title={agent.name}
      className={styles.card}
      footer={
        <>
          <TypicalResult agent={agent.id} className={styles.result} data-agent-result={agent.id} />
          <Link to={agent.path} className={styles.link}>
            {labels.explore} {agent.name}
            <span aria-hidden="true"> →</span>
          </Link>
        </>
      }>
      <p>{agent.tagline}</p>
      <ul className={styles.features}>
        {agent.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </Card>
  );
}

export default function AgentCards({title, subtitle, cards}: Props) {
  return (
    <Section id="agents" aria-labelledby="agents-title">
      <SectionHeading id="agents-title" title={title} subtitle={subtitle} />
      <div className={styles.grid}>
        {cards.map((agent) => (
          <AgentSummary key={agent.id} agent={agent} />
        ))}
      </div>
    </Section>
  );
}
