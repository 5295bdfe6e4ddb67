import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import Steps from '@site/src/components/shared/Steps';
import type {ServiceStep} from '@site/src/data/services';
import styles from './styles.module.css';

type Props = {id: string; title: string; subtitle: string; items: readonly ServiceStep[]; tone?: 'default' | 'alt'};

/** Numbered steps, as an ordered list. */
export default function ServiceSteps({id, title, subtitle, items, tone = 'alt'}: Props) {
  return (
    <Section id={id} tone={tone}>
      <SectionHeading title={title} subtitle={subtitle} />
      <Steps steps={items} className={styles.steps} />
    </Section>
  );
}
