import React from 'react';
import clsx from 'clsx';
import Section from '@site/src/components/shared/Section';
import SectionHeading from '@site/src/components/shared/SectionHeading';
import FormPanel, {FormPanelCard} from '@site/src/components/shared/FormPanel';
import {BRAND} from '@site/src/data/constants';
import type {HowItWorksContent} from '@site/src/data/howItWorks';
import styles from './styles.module.css';

/** The five stages of a conversation beside a sample transcript (static: nothing here animates). */
export default function Conversation({conversation}: {conversation: HowItWorksContent['conversation']}) {
  const {sample} = conversation;
  return (
    <Section id="conversation" tone="alt" aria-labelledby="conversation-title">
      <SectionHeading id="conversation-title" title={conversation.title} subtitle={conversation.subtitle} />
      <FormPanel>
        <ol className={styles.stages}>
          {conversation.stages.map((stage) => (
            <li key={stage.title} className={styles.stage}>
              <h3 className={styles.stageTitle}>{stage.title}</h3>
              <p className={styles.stageText}>{stage.text}</p>
            </li>
          ))}
        </ol>
        <FormPanelCard as="figure">
          <figcaption className={styles.caption}>{sample.caption}</figcaption>
          <ul className={styles.lines}>
            {sample.lines.map((line) => (
              <li key={line.text} className={clsx(styles.line, line.from === 'bot' ? styles.bot : styles.shopper)}>
                <span className={styles.speaker}>{line.from === 'bot' ? BRAND : sample.shopperLabel}</span>
                {line.text}
              </li>
            ))}
          </ul>
          <p className={styles.notice}>{sample.notice}</p>
        </FormPanelCard>
      </FormPanel>
    </Section>
  );
}
