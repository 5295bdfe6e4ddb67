import React, {useEffect, useId, useState} from 'react';
import Button from '@site/src/components/shared/Button';
import {ThumbsDown, ThumbsUp} from 'lucide-react';
import {callFunction, FunctionCallError} from '@site/src/lib/forms/client';
import {DOCS_FEEDBACK_LIMITS, FUNCTION_NAMES, HONEYPOT_FIELD} from '@site/src/lib/forms/fields';
import type {Vote} from '@site/src/lib/docsFeedback/votes';
import type {DocsFeedbackCopy} from '@site/src/data/docsFeedback';
import {useFunctionsUrl} from '@site/src/components/forms/shared/useFunctionsUrl';
import {useFormLocale} from '@site/src/components/forms/shared/useFormLocale';
import {showToast} from '@site/src/components/forms/shared/useLeadForm';
import SubmitButton from '@site/src/components/forms/shared/SubmitButton';
import shared from '@site/src/components/forms/shared/styles.module.css';
import {checkVote} from './checkVote';
import styles from './styles.module.css';

/** asking: the Yes / No buttons; commenting: after No; sent: thanked in this visit; remembered: voted on an earlier visit. */
type Stage = 'asking' | 'commenting' | 'sent' | 'remembered';

/** The page feedback's copy; without `remembered` the prompt never says it remembers a vote. */
type FeedbackPromptCopy = Omit<DocsFeedbackCopy, 'remembered'> & Partial<Pick<DocsFeedbackCopy, 'remembered'>>;

type Props = {
  copy: FeedbackPromptCopy;
  /** What the vote is about: the prompt starts over when it changes (another page, another question). */
  subject: string;
  /** The vote's body for the docs-feedback function, without the honeypot. */
  body: (helpful: boolean, comment: string) => Record<string, unknown>;
  /** Read after hydration: this browser already voted on the subject (a stable function: a new one starts the prompt over). */
  votedBefore?: (subject: string) => boolean;
  onSent?: (vote: Vote) => void;
  className?: string;
};

/**
 * "Was this … helpful?" through the docs-feedback function: Yes sends at
 * once; No opens an optional comment first. The buttons are inert until the
 * page has hydrated, like the forms' submit. Used under every Help Center
 * page (PageFeedback) and under an answer of /ask (components/Ask).
 */
export default function FeedbackPrompt({copy, subject, body, votedBefore, onSent, className}: Props) {
  const base = useFunctionsUrl();
  // The vote records the page's language, so the team can tell how each language's pages do.
  const locale = useFormLocale();
  const id = `feedback${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [stage, setStage] = useState<Stage>('asking');
  const [comment, setComment] = useState('');
  const [website, setWebsite] = useState('');
  const [busy, setBusy] = useState(false);
  const [commentError, setCommentError] = useState<string | undefined>();

  const canRemember = copy.remembered !== undefined;

  useEffect(() => {
    setStage(canRemember && votedBefore?.(subject) ? 'remembered' : 'asking');
    setComment('');
    setCommentError(undefined);
  }, [subject, canRemember, votedBefore]);

  const send = async (vote: Vote) => {
    if (busy) return;
    setBusy(true);
    setCommentError(undefined);
    const checked = await checkVote({...body(vote === 'yes', comment), locale, [HONEYPOT_FIELD]: website});
    try {
      if (checked.error) throw new FunctionCallError(400, checked.error, {comment: checked.error});
      await callFunction(base, FUNCTION_NAMES.docsFeedback, {body: checked.body});
    } catch (failure) {
      setBusy(false);
      if (failure instanceof FunctionCallError && failure.fields.comment) {
        setCommentError(failure.fields.comment);
        return;
      }
      console.error('Feedback failed:', failure);
      showToast('error', copy.failure);
      return;
    }
    onSent?.(vote);
    setBusy(false);
    setStage('sent');
  };

  const commentId = `${id}-comment`;
  const countId = `${id}-count`;
  const errorId = `${id}-error`;

  return (
    <section className={`${styles.feedback} ${className ?? ''}`} aria-labelledby={`${id}-question`}>
      <h2 id={`${id}-question`} className={styles.question}>
        {stage === 'remembered' ? copy.remembered : copy.question}
      </h2>

      {stage === 'asking' && (
        <div className={styles.buttons}>
          <Button className={styles.vote} disabled={busy} onClick={() => void send('yes')}>
            <ThumbsUp aria-hidden="true" size={18} />
            {copy.yes}
          </Button>
          <Button className={styles.vote} disabled={busy} onClick={() => setStage('commenting')}>
            <ThumbsDown aria-hidden="true" size={18} />
            {copy.no}
          </Button>
        </div>
      )}

      {stage === 'commenting' && (
        <form
          className={`${shared.form} ${styles.comment}`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send('no');
          }}>
          <div className={shared.field}>
            <label htmlFor={commentId} className={shared.label}>
              {copy.commentLabel}
            </label>
            <textarea
              id={commentId}
              className={shared.input}
              rows={4}
              maxLength={DOCS_FEEDBACK_LIMITS.comment}
              value={comment}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- shown by the visitor's own click on No: the focus follows them to it
              autoFocus
              aria-invalid={commentError ? true : undefined}
              aria-describedby={commentError ? `${countId} ${errorId}` : countId}
              onChange={(event) => setComment(event.target.value)}
            />
            <p id={countId} className={styles.count}>
              {DOCS_FEEDBACK_LIMITS.comment - comment.length} {copy.charactersLeft}
            </p>
            {commentError && (
              <p id={errorId} className={shared.error}>
                {commentError}
              </p>
            )}
          </div>
          <div className={shared.honeypot} aria-hidden="true">
            <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Your website</label>
            <input
              id={`${id}-${HONEYPOT_FIELD}`}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={website}
              onChange={(event) => setWebsite(event.target.value)}
            />
          </div>
          <div className={shared.actions}>
            <SubmitButton busy={busy} busyLabel={copy.sending}>
              {copy.send}
            </SubmitButton>
          </div>
        </form>
      )}

      {/* Present from the first paint, so the thank-you is announced when it appears. */}
      <div role="status" aria-live="polite" className={styles.status}>
        {stage === 'sent' && (
          <>
            <p className={styles.thanks}>{copy.thanks}</p>
            <p className={styles.detail}>{copy.thanksDetail}</p>
          </>
        )}
      </div>
    </section>
  );
}
