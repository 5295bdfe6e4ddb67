import React from 'react';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/shared/Section';
import Icon from '@site/src/components/shared/Icon';
import type {AgentsSuite} from '@site/src/data/agents';
import styles from './styles.module.css';

export default function Bundle({bundle}: {bundle: AgentsSuite['bundle']}) {
  return (
    <Section id="ada-widget" tone="alt" aria-labelledby="bundle-title">
      <div className={styles.box}>
        <span className={styles.icon}>
          <Icon name="accessibility" size={32} />
        </span>
        <div>
          <h2 id="bundle-title" className={styles.title}>
            {bundle.title}
          </h2>
          <p className={styles.text}>
            {bundle.text} <Link to={bundle.link.to}>{bundle.link.label}</Link>.
          </p>
        </div>
      </div>
    </Section>
  );
}
