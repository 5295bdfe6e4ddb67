import React from 'react';
import Section from '@site/src/components/shared/Section';
import ActionLink from '@site/src/components/shared/ActionLink';
import Split from '@site/src/components/shared/Split';
import {serviceActions, type PartnerService} from '@site/src/data/services';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

/** How the partner service works together with the BudBot chatbot. */
export default function ServicePairing({pairing}: {pairing: PartnerService['pairing']}) {
  const actions = useLocalized(serviceActions);
  return (
    <Section id="with-budbot">
      <Split>
        <div>
          <h2 className={styles.title}>{pairing.title}</h2>
          <p className={styles.text}>{pairing.text}</p>
          <ActionLink label={actions.productBot} to="/ai-product-bot" variant="secondary" />
        </div>
        <ul className={styles.points}>
          {pairing.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </Split>
    </Section>
  );
}
