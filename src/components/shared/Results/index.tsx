import React from 'react';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import clsx from 'clsx';
import StatRow, {type Stat} from '@site/src/components/shared/StatRow';
import styles from './styles.module.css';

type Props = {id: string; title: string; subtitle?: string; stats: readonly Stat[]; tone?: 'default' | 'alt'};

/** A headed row of result figures (product, pricing and agent pages). */
export default function Results({id, title, subtitle, stats, tone}: Props) {
  return (
    <Section id={id} tone={tone} aria-labelledby={`${id}-title`}>
      <SectionHeading id={`${id}-title`} title={title} subtitle={subtitle} />
      <StatRow stats={stats} className={clsx(styles.stats, stats.length === 6 && styles.six)} />
    </Section>
  );
}
