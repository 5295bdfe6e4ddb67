import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import Card from '@site/src/components/shared/Card';
import {HOME} from '@site/src/data/home';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import {formatUsd} from '@site/src/lib/calculator';
import ScrollButton from '../ScrollButton';
import Ticker from './Ticker';
import styles from './styles.module.css';

export default function HiddenCost() {
  const {eyebrow, title, subtitle, scenariosTitle, scenarios, lostLabel, action} = useLocalized(HOME).hiddenCost;
  return (
    <Section tone="alt" aria-labelledby="home-hidden-cost-title">
      <SectionHeading id="home-hidden-cost-title" eyebrow={eyebrow} title={title} subtitle={subtitle} />
      <div className={styles.grid}>
        <Ticker />
        <div>
          <h3 className={styles.scenariosTitle}>{scenariosTitle}</h3>
          <div className={styles.cards}>
            {scenarios.map((scenario) => (
              <Card key={scenario.title} title={scenario.title} headingLevel="h4">
                <p>{scenario.description}</p>
                <p className={styles.lost}>
                  <strong>{formatUsd(scenario.lost)}</strong> {lostLabel}
                </p>
              </Card>
            ))}
          </div>
        </div>
      </div>
      <div className={styles.action}>
        <ScrollButton {...action} variant="primary" />
      </div>
    </Section>
  );
}
