import React from 'react';
import Section from '@site/src/components/shared/Section';
import ActionLink from '@site/src/components/shared/ActionLink';
import type {PartnerService} from '@site/src/data/services';
import styles from './styles.module.css';

/** Who delivers the service, with the link out to the provider's own site. */
export default function ServiceProvider({provider}: {provider: PartnerService['provider']}) {
  return (
    <Section id="provider">
      <div className={styles.box}>
        <div>
          <h2 className={styles.title}>{provider.title}</h2>
          <p className={styles.text}>{provider.text}</p>
        </div>
        <ActionLink label={provider.label} href={provider.href} />
      </div>
    </Section>
  );
}
