import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import ActionLink from '@site/src/components/shared/ActionLink';
import type {ProductBotContent} from '@site/src/data/productBot';
import styles from './styles.module.css';

export default function PricingCard({pricing}: {pricing: ProductBotContent['pricing']}) {
  return (
    <Section id="pricing" aria-labelledby="pricing-title">
      <SectionHeading id="pricing-title" title={pricing.title} subtitle={pricing.subtitle} />
      <div className={styles.card}>
        <p className={styles.price}>
          <span className={styles.amount}>{pricing.price}</span>
          <span className={styles.period}>{pricing.period}</span>
        </p>
        <ul className={styles.includes}>
          {pricing.includes.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <div className={styles.actions}>
          {pricing.actions.map((action) => (
            <ActionLink key={action.label} {...action} />
          ))}
        </div>
      </div>
    </Section>
  );
}
