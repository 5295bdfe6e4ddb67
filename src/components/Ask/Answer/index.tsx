import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {ASK_COPY} from '@site/src/data/ask';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import {sectionHeading, shownPassages} from '@site/src/lib/ask/answerView';
import type {AnswerState} from '../useAnswer';
import styles from './styles.module.css';

type Props = {
  state: AnswerState;
  /** Passages shown: all (the page) or the best few (the search dialog). */
  limit?: number;
  /** The answer's title ("From the Help Center"); the refusal's is its fixed sentence (`ASK_COPY.notFound.title`). */
  title: string;
  /** The level of the answer's title; each passage's heading is one level below. */
  level: 2 | 3;
  /** The dialog's smaller type. */
  compact?: boolean;
  /** Links after an answer (the dialog's "See the full answer"). */
  footer?: ReactNode;
  /** Called when a link of the answer is followed (the dialog closes). */
  onFollow?: () => void;
};

/**
 * The answer to a question, inside the live region its parent gives it: the
 * passages quoted from the guides, best first, each under its page title and
 * section and linked to that section; or the refusal with the closest pages
 * and the way to contact us. Never anything the guides do not say.
 */
export default function Answer({state, limit, title, level, compact, footer, onFollow}: Props) {
  const copy = useLocalized(ASK_COPY);
  const Title = level === 2 ? 'h2' : 'h3';
  const Heading = level === 2 ? 'h3' : 'h4';
  if (state.status === 'idle') return null;
  if (state.status === 'loading') return <p className={styles.status}>{copy.loading}</p>;
  if (state.status === 'unavailable') return <p className={styles.status}>{copy.unavailable}</p>;

  const {result} = state;
  if (result.status === 'not-found') {
    return (
      <div className={clsx(styles.answer, compact && styles.compact)}>
        <Title className={styles.title}>{copy.notFound.title}</Title>
        {result.suggestions.length > 0 && (
          <>
            <p className={styles.lead}>{copy.notFound.suggestionsIntro}</p>
            <ul className={styles.suggestions}>
              {result.suggestions.map((page) => (
                <li key={page.url}>
                  <Link to={page.url} onClick={onFollow}>
                    {page.title}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
        <p className={styles.contact}>
          {copy.notFound.contactIntro}{' '}
          <Link to={copy.notFound.contactPath} onClick={onFollow}>
            {copy.notFound.contactLink}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className={clsx(styles.answer, compact && styles.compact)}>
      <Title className={styles.title}>{title}</Title>
      <ol className={styles.passages}>
        {shownPassages(result, limit).map((passage) => {
          const heading = sectionHeading(passage);
          return (
            <li key={passage.url} className={styles.passage}>
              <Heading className={styles.source}>
                <Link to={passage.url} className={styles.sourceLink} onClick={onFollow}>
                  <span className="sr-only">{copy.answer.from} </span>
                  <span className={styles.pageTitle}>{passage.pageTitle}</span>
                  {heading && (
                    <>
                      <span className={styles.separator} aria-hidden="true">
                        {' › '}
                      </span>
                      <span className="sr-only">, </span>
                      <span className={styles.heading}>{heading}</span>
                    </>
                  )}
                </Link>
              </Heading>
              <blockquote className={styles.quote}>
                <p>{passage.quote}</p>
              </blockquote>
            </li>
          );
        })}
      </ol>
      {footer}
    </div>
  );
}
