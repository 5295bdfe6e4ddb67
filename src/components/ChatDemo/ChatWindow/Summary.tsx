import React from 'react';
import clsx from 'clsx';
import {DEMO_COPY} from '@site/src/data/demoCopy';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import {payablePrice} from '@site/src/lib/chat/summary';
import type {ConversationSummary} from '@site/src/lib/chat/types';
import PromoCode from './PromoCode';
import TypingDots from './TypingDots';
import styles from './Summary.module.css';

/** The conversation summary: products, total, savings and the next-order coupon. */
export default function Summary({
  status,
  summary,
}: {
  status: 'preparing' | 'ready';
  summary: ConversationSummary | null;
}) {
  const copy = useLocalized(DEMO_COPY).chat;
  if (status === 'preparing' || !summary) {
    return (
      <div className={clsx(styles.summary, styles.summaryPreparing)} data-summary="preparing">
        <TypingDots />
        <span>{copy.summaryPreparing}</span>
      </div>
    );
  }
  return (
    <div className={styles.summary} data-summary="ready">
      <p className={styles.summaryTitle}>{copy.summaryTitle}</p>
      <ul className={styles.summaryList}>
        {summary.products.map((product) => (
          <li key={product.id}>
            <span>{product.name}</span>
            <span>${payablePrice(product)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.summaryTotals}>
        <div>
          <dt>{copy.totalLabel}</dt>
          <dd data-testid="summary-total">${summary.total}</dd>
        </div>
        <div>
          <dt>{copy.savingsLabel}</dt>
          <dd data-testid="summary-savings">${summary.savings}</dd>
        </div>
      </dl>
      <p className={styles.coupon}>
        {copy.couponText.split('{code}')[0]}
        <PromoCode code={summary.couponCode} />
        {copy.couponText.split('{code}')[1]}
      </p>
    </div>
  );
}
