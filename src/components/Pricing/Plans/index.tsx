import React from 'react';
import clsx from 'clsx';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import ActionLink from '@site/src/components/shared/ActionLink';
import type {Plan, PricingContent} from '@site/src/data/pricing';
import styles from './styles.module.css';

function PlanCard({plan}: {plan: Plan}) {
  return (
    <article className={clsx(styles.plan, plan.badge && styles.featured)} aria-labelledby={`plan-${plan.id}`}>
      <div className={styles.top}>
        <h3 id={`plan-${plan.id}`} className={styles.name}>
          {plan.name}
        </h3>
        {plan.badge && <span className={styles.badge}>{plan.badge}</span>}
      </div>
      <p className={styles.price}>
        <span className={styles.amount}>{plan.price}</span>
        <span className={styles.period}>{plan.period}</span>
      </p>
      <p className={styles.billing}>{plan.billing}</p>
      <ul className={styles.highlights}>
        {plan.highlights.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <ActionLink {...plan.action} className={styles.action} />
    </article>
  );
}

export default function Plans({plans}: {plans: PricingContent['plans']}) {
  return (
    <Section id="plans" tone="alt" aria-labelledby="plans-title">
      <SectionHeading id="plans-title" title={plans.title} subtitle={plans.subtitle} />
      <div className={styles.grid}>
        {plans.items.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </div>
      <aside className={styles.early} aria-labelledby="early-access-title">
        <div>
          <h3 id="early-access-title" className={styles.earlyTitle}>
            {plans.earlyAccess.title}
          </h3>
          <p className={styles.earlyText}>{plans.earlyAccess.text}</p>
        </div>
        <ActionLink {...plans.earlyAccess.action} />
      </aside>
    </Section>
  );
}
