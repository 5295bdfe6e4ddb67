import React, {type ComponentProps} from 'react';
import clsx from 'clsx';
import {AGENT_RESULTS, type AgentId} from '@site/src/data/constants';
import {agentLabels} from '@site/src/data/agents';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import styles from './styles.module.css';

type Props = Omit<ComponentProps<'p'>, 'children'> & {agent: AgentId};

/** An agent's typical result: a small-caps label, the figure and what it counts (agent cards and agent heroes). */
export default function TypicalResult({agent, className, ...rest}: Props) {
  const labels = useLocalized(agentLabels);
  return (
    <p className={clsx(styles.result, className)} {...rest}>
      <span className={styles.label}>{labels.typicalResult}</span>
      <span className={styles.value}>{AGENT_RESULTS[agent].value}</span> {labels.results[agent]}
    </p>
  );
}
