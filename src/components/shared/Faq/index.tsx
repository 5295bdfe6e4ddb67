import React, {useId, useState} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';
import Button from '@site/src/components/shared/Button';
import type {FaqItem} from '@site/src/data/schemas';

export type {FaqItem};

type Props = {
  items: readonly FaqItem[];
  /** Which item starts open; null (default) starts all closed. */
  defaultOpen?: number | null;
  /** Item ids are `${idPrefix}-${index}` (`item-0`, `item-1`… by default). */
  idPrefix?: string;
  headingLevel?: 'h3' | 'h4';
};

/**
 * Accordion: one item open at a time, and the open one collapses when clicked
 * again. Buttons carry aria-expanded/aria-controls.
 * Answers stay in the HTML when closed (hidden), so they are indexed and
 * printable.
 */
export default function Faq({items, defaultOpen = null, idPrefix = 'item', headingLevel: H = 'h3'}: Props) {
  const [open, setOpen] = useState<number | null>(defaultOpen);
  const uid = useId();
  return (
    <div className={styles.faq}>
      {items.map((item, index) => {
        const isOpen = open === index;
        const panelId = `${uid}-panel-${index}`;
        const buttonId = `${uid}-button-${index}`;
        return (
          <div
            key={item.question}
            id={`${idPrefix}-${index}`}
            className={clsx(styles.item, isOpen && styles.open)}
            data-state={isOpen ? 'open' : 'closed'}>
            <H className={styles.question}>
              <Button
                id={buttonId}
                className={styles.trigger}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : index)}>
                <span>{item.question}</span>
                <span className={styles.chevron} aria-hidden="true" />
              </Button>
            </H>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.answer} hidden={!isOpen}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
