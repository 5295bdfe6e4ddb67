import React from 'react';
import clsx from 'clsx';
import {DEMO_COPY} from '@site/src/data/demoCopy';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import type {ChatMessage} from '@site/src/lib/chat/types';
import ProductChip from './ProductChip';
import PromoCode from './PromoCode';
import TypingDots from './TypingDots';
import styles from './Message.module.css';
import Button from '@site/src/components/shared/Button';

type Props = {message: ChatMessage; onOption: (messageId: string, value: string) => void; optionsDisabled?: boolean};

/** One entry of the log: a bubble, a typing indicator, or a promo card, with its products and options. */
export default function Message({message, onOption, optionsDisabled}: Props) {
  const copy = useLocalized(DEMO_COPY).chat;
  if (message.isTyping) {
    return (
      <li className={clsx(styles.row, styles.botRow)}>
        <span className={clsx(styles.bubble, styles.bot, styles.typing)}>
          <span className="sr-only">{copy.typing}</span>
          <TypingDots />
        </span>
      </li>
    );
  }

  const isUser = message.type === 'user';
  return (
    <li
      className={clsx(styles.row, isUser ? styles.userRow : styles.botRow)}
      data-message-id={message.id}
      data-type={message.type}>
      {message.promo ? (
        <div className={styles.promo}>
          <p className={styles.promoText}>{message.text}</p>
          <p className={styles.promoTitle}>{message.promo.title}</p>
          <p className={styles.promoDescription}>{message.promo.description}</p>
          <p className={styles.promoMeta}>
            <PromoCode code={message.promo.code} />
            <span>{copy.promoExpires.replace('{minutes}', String(message.promo.expiryTime))}</span>
          </p>
        </div>
      ) : (
        <p className={clsx(styles.bubble, isUser ? styles.user : styles.bot)}>
          <span className="sr-only">{`${isUser ? copy.shopper : copy.botName}: `}</span>
          {message.text}
        </p>
      )}
      {message.products.length > 0 && (
        <ul className={styles.products} aria-label={copy.productsLabel}>
          {message.products.map((product) => (
            <ProductChip key={product.id} product={product} />
          ))}
        </ul>
      )}
      {message.options.length > 0 && (
        <div className={styles.options} role="group" aria-label={copy.optionsLabel}>
          {message.options.map((option) => (
            <Button
              key={option.value}
              className={clsx(styles.option, optionsDisabled && styles.waiting)}
              disabled={optionsDisabled}
              onClick={() => onOption(message.id, option.value)}>
              {option.text}
            </Button>
          ))}
        </div>
      )}
      <span className={styles.time}>{message.timestamp}</span>
    </li>
  );
}
