import React from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import ActionLink from '@site/src/components/shared/ActionLink';
import {AGENT_RESULTS} from '@site/src/data/constants';
import type {AgentOffer, AgentPageContent} from '@site/src/data/agents';
import styles from './styles.module.css';

type Props = {agent: AgentPageContent; offer: AgentOffer};

export default function AgentHero({agent, offer}: Props) {
  const {hero} = agent;
  const imageSrc = useBaseUrl(hero.image.src);
  const result = AGENT_RESULTS[agent.id];
  return (
    <Section id="hero" tone="alt" className={styles.hero}>
      <div className={styles.grid}>
        <div>
          <SectionHeading as="h1" align="left" eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
          <ul className={styles.offer} aria-label={`${agent.name} offer`}>
            <li className={styles.price} data-offer="price">
              {offer.price}
            </li>
            {offer.guarantee && <li data-offer="guarantee">{offer.guarantee}</li>}
            <li data-offer="trial">{offer.trial}</li>
          </ul>
          <div className={styles.actions}>
            <ActionLink {...offer.trialAction} />
            <ActionLink {...offer.demoAction} variant="secondary" />
          </div>
          <div className={styles.result}>
            <p className={styles.resultLine}>
              <span className={styles.resultLabel}>Typical result</span>
              <span className={styles.resultValue}>{result.value}</span> {result.label}
            </p>
            <p className={styles.what}>
              <strong>What it does:</strong> {agent.whatItDoes}
            </p>
          </div>
        </div>
        <img className={styles.image} src={imageSrc} alt={hero.image.alt} width={hero.image.width} height={hero.image.height} decoding="async" />
      </div>
    </Section>
  );
}
