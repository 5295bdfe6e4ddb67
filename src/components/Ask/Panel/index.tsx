import React, {useEffect, useId, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useLocation} from '@docusaurus/router';
import Section from '@site/src/components/shared/Section';
import FeedbackPrompt from '@site/src/components/docs/PageFeedback/FeedbackPrompt';
import Button from '@site/src/components/shared/Button';
import {ASK_COPY} from '@site/src/data/ask';
import {useLocalized} from '@site/src/lib/i18n/useLocale';
import {
  ASK_PATH,
  ASK_QUESTION_MAX,
  answerVoteBody,
  askPath,
  cleanQuestion,
  questionFromSearch,
} from '@site/src/lib/ask/answerView';
import type {AskResult} from '@site/src/lib/ask/types';
import Answer from '../Answer';
import {useAnswer} from '../useAnswer';
import styles from './styles.module.css';

/**
 * The question box and its answer. A link's question (`/ask?q=…`, from a
 * colleague, an example or the search dialog) is answered on arrival; asking
 * here rewrites the address (history.replaceState), so the address bar is
 * always the link to the answer on screen. The box is uncontrolled, so what
 * is typed before the page hydrates stays; the submit button (shared Button)
 * is inert until it works.
 */
export default function AskPanel() {
  const copy = useLocalized(ASK_COPY);
  const location = useLocation();
  const base = useBaseUrl(ASK_PATH);
  const inputRef = useRef<HTMLInputElement>(null);
  const [question, setQuestion] = useState('');
  const state = useAnswer(question);
  const inputId = useId();
  const hintId = useId();

  useEffect(() => {
    const asked = questionFromSearch(location.search);
    if (asked === '') return;
    if (inputRef.current) inputRef.current.value = asked;
    setQuestion(asked);
  }, [location]);

  const ask = () => {
    const asked = cleanQuestion(inputRef.current?.value ?? '');
    setQuestion(asked);
    window.history.replaceState(window.history.state, '', askPath(asked, base));
  };

  return (
    <Section id="question" className={styles.panel}>
      <form
        role="search"
        aria-label={copy.hero.title}
        className={styles.form}
        action={base}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          ask();
        }}>
        <label htmlFor={inputId} className={styles.label}>
          {copy.form.label}
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            name="q"
            type="search"
            className={styles.input}
            ref={inputRef}
            defaultValue=""
            maxLength={ASK_QUESTION_MAX}
            placeholder={copy.form.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby={hintId}
          />
          <Button type="submit" className={styles.submit}>
            {copy.form.submit}
          </Button>
        </div>
        <p id={hintId} className={styles.hint}>
          {copy.form.hint}
        </p>
      </form>

      <section
        aria-label={copy.answer.label}
        aria-live="polite"
        aria-busy={state.status === 'loading'}
        className={styles.answer}>
        <Answer state={state} title={copy.answer.intro} level={2} />
      </section>

      {state.status === 'ready' && state.result.status === 'answered' && (
        <AnswerFeedback question={state.question} result={state.result} />
      )}
      <div className={styles.examples}>
        <h2 className={styles.examplesTitle}>{copy.form.examplesLabel}</h2>
        <ul className={styles.exampleList}>
          {copy.form.examples.map((example) => (
            <li key={example}>
              <Link to={askPath(example, ASK_PATH)} className={styles.example}>
                {example}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

function AnswerFeedback({question, result}: {question: string; result: AskResult}) {
  const {feedback} = useLocalized(ASK_COPY);
  return (
    <FeedbackPrompt
      copy={feedback}
      subject={`${question}\n${result.status === 'answered' ? result.passages[0]?.url : ''}`}
      body={(helpful, comment) => answerVoteBody(question, result, helpful, comment) ?? {}}
      className={styles.feedback}
    />
  );
}
