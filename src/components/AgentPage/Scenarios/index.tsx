import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import Card, {CardGrid} from '@site/src/components/shared/Card';
import {agentLabels, type AgentPageContent} from '@site/src/data/agents';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

export default function Scenarios({scenarios}: {scenarios: AgentPageContent['scenarios']}) {
  const labels = useLocalized(agentLabels).scenario;
  return (
    <Section id="scenarios" aria-labelledby="scenarios-title">
      <SectionHeading id="scenarios-title" title={scenarios.title} subtitle={scenarios.subtitle} />
      <CardGrid min={280}>
        {scenarios.items.map((scenario) => (
          <Card key={scenario.title} title={scenario.title}>
            <dl className={styles.story}>
              <dt>{labels.situation}</dt>
              <dd>{scenario.situation}</dd>
              <dt>{labels.response}</dt>
              <dd>{scenario.response}</dd>
              <dt>{labels.outcome}</dt>
              <dd>{scenario.outcome}</dd>
            </dl>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
