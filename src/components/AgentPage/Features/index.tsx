import React from 'react';
import IconCards from '@site/src/components/shared/IconCards';
import type {AgentPageContent} from '@site/src/data/agents';
import styles from './styles.module.css';

/** Feature cards, plus the full adjustment checklist where an agent has one (the ADA widget). */
export default function Features({features}: {features: AgentPageContent['features']}) {
  const {checklist} = features;
  return (
    <IconCards id="features" tone="alt" title={features.title} subtitle={features.subtitle} cards={features.cards}>
      {checklist && (
        <div className={styles.checklist}>
          <h3 className={styles.title}>{checklist.title}</h3>
          <ol className={styles.items}>
            {checklist.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </div>
      )}
    </IconCards>
  );
}
