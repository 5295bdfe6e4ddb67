import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import StatRow from '@site/src/components/shared/StatRow';
import type {PricingContent} from '@site/src/data/pricing';
import styles from './styles.module.css';

export default function CartProblem({problem}: {problem: PricingContent['cartProblem']}) {
  return (
    <Section id="cart-problem" aria-labelledby="cart-problem-title">
      <SectionHeading
        id="cart-problem-title"
        eyebrow={problem.eyebrow}
        title={problem.title}
        subtitle={problem.subtitle}
      />
      <StatRow stats={problem.stats} />
      <ul className={styles.points}>
        {problem.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </Section>
  );
}
