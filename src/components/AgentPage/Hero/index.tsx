import React from 'react';
import PageHero, {HeroPoint, HeroPoints} from '@site/src/components/shared/PageHero';
import TypicalResult from '@site/src/components/shared/TypicalResult';
import {agentLabels, type AgentOffer, type AgentPageContent} from '@site/src/data/agents';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

type Props = {agent: AgentPageContent; offer: AgentOffer};

export default function AgentHero({agent, offer}: Props) {
  const labels = useLocalized(agentLabels);
  return (
    <PageHero
      id="hero"
      glow="right"
      align="left"
      {...agent.hero}
      actions={[offer.trialAction, {...offer.demoAction, variant: 'secondary'}]}
      footer={
        <div className={styles.result}>
          <TypicalResult agent={agent.id} className={styles.resultLine} />
          <p className={styles.what}>
            <strong>{labels.whatItDoes}:</strong> {agent.whatItDoes}
          </p>
        </div>
      }>
      <HeroPoints label={labels.offer(agent.name)}>
        <HeroPoint highlight data-offer="price">
          {offer.price}
        </HeroPoint>
        {offer.guarantee && <HeroPoint data-offer="guarantee">{offer.guarantee}</HeroPoint>}
        <HeroPoint data-offer="trial">{offer.trial}</HeroPoint>
      </HeroPoints>
    </PageHero>
  );
}
