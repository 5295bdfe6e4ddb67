import React, {useEffect, useId, useRef, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {ADULTS_NOTICE, DEMO} from '@site/src/data/constants';
import Icon from '@site/src/components/shared/Icon';
import {DEMO_COPY} from '@site/src/data/demoCopy';
import {useLocale} from '@site/src/lib/i18n/useLocale';
import type {ChatMessage, ConversationSummary} from '@site/src/lib/chat/types';
import Message from './Message';
import Summary from './Summary';
import styles from './styles.module.css';
import Button from '@site/src/components/shared/Button';

type Props = {
  /** Accessible name of the whole chat. */
  label: string;
  /** Line under the bot's name, e.g. the scenario. */
  subtitle?: string;
  messages: readonly ChatMessage[];
  onOption: (messageId: string, value: string) => void;
  optionsDisabled?: boolean;
  summaryStatus?: 'hidden' | 'preparing' | 'ready';
  summary?: ConversationSummary | null;
  /** Buttons in the header (reset, pause, next). */
  actions?: ReactNode;
  /** Text shown at the end of the log, e.g. when the conversation is complete. */
  footnote?: string | null;
  /** 'off' for the self-playing demo, so screen readers are not interrupted forever. */
  live?: 'polite' | 'off';
  className?: string;
};

const [small, medium, large] = DEMO.chatHeightsPx;
const heights = {
  '--chat-h-sm': `${small}px`,
  '--chat-h-md': `${medium}px`,
  '--chat-h-lg': `${large}px`,
} as CSSProperties;

/** The chat frame shared by the three demos: header, message log, disabled input, adults notice. */
export default function ChatWindow({
  label,
  subtitle,
  messages,
  onOption,
  optionsDisabled,
  summaryStatus = 'hidden',
  summary,
  actions,
  footnote,
  live = 'polite',
  className,
}: Props) {
  const locale = useLocale();
  const copy = DEMO_COPY[locale].chat;
  const logRef = useRef<HTMLDivElement>(null);
  const inputId = useId();

  const hydrated = useRef(false);

  // Keep the newest message in view by scrolling the log itself, never the page. Not while the log
  // holds what the server rendered (already in view) or nothing at all: reading scrollHeight then
  // would only force a layout of the whole page in the middle of hydration. Read in the next frame,
  // whose own layout it then is: read in the effect, it laid out the page a second time for each
  // message (36 ms of a 6x profile of `/`'s load).
  const empty = messages.length === 0 && summaryStatus === 'hidden' && !footnote;
  useEffect(() => {
    if (!hydrated.current || empty) {
      hydrated.current = true;
      return;
    }
    const frame = requestAnimationFrame(() => {
      const log = logRef.current;
      if (log) log.scrollTop = log.scrollHeight;
    });
    return () => cancelAnimationFrame(frame);
  }, [messages, summaryStatus, footnote, empty]);

  return (
    <section className={clsx(styles.chat, className)} aria-label={label} style={heights}>
      <header className={styles.header}>
        <span className={styles.avatar}>
          <Icon name="leaf" size={20} />
        </span>
        <div className={styles.identity}>
          <p className={styles.name}>{copy.botName}</p>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        <span className={styles.online}>
          <span className={styles.onlineDot} aria-hidden="true" />
          {copy.online}
        </span>
      </header>
      {actions && <div className={styles.actions}>{actions}</div>}
      <div
        ref={logRef}
        className={styles.log}
        role="log"
        aria-live={live}
        aria-label={`${label}: ${copy.messagesLabel}`}
        tabIndex={0}>
        <ol className={styles.messages}>
          {messages.map((message) => (
            <Message key={message.id} message={message} onOption={onOption} optionsDisabled={optionsDisabled} />
          ))}
        </ol>
        {summaryStatus !== 'hidden' && <Summary status={summaryStatus} summary={summary ?? null} />}
        {footnote && <p className={styles.footnote}>{footnote}</p>}
      </div>
      <form className={styles.inputRow} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="sr-only">
          {copy.inputLabel}
        </label>
        <input id={inputId} className={styles.input} type="text" disabled placeholder={copy.inputPlaceholder} />
        <Button type="submit" className={styles.send} disabled aria-label={copy.sendLabel}>
          <Icon name="send-horizontal" size={18} />
        </Button>
      </form>
      <p className={styles.notice}>{ADULTS_NOTICE[locale]}</p>
    </section>
  );
}

/** A small button for the chat's header row (reset, pause, next). */
export function ChatButton(props: React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return <Button className={styles.actionButton} {...props} />;
}
