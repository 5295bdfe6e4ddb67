import type {AskPassage, AskResult} from './types';
import {DOCS_FEEDBACK_LIMITS} from '@site/src/lib/forms/fields';

/**
 * What the /ask page and the search dialog's Ask mode do with a question and
 * an answer, apart from rendering: the shareable link, the question read
 * back from it, the passages the dialog has room for, and the vote of "Was
 * this answer helpful?". Pure: no DOM.
 */

/** The route of the answer page. */
export const ASK_PATH = '/ask';

/** The longest question kept: the feedback function stores at most this much of it. */
export const ASK_QUESTION_MAX = DOCS_FEEDBACK_LIMITS.question;

/** The search dialog shows the best passages only; the page shows all (one to three). */
export const DIALOG_PASSAGES = 1;

/** A question as asked: spaces collapsed, trimmed, capped. */
export function cleanQuestion(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, ASK_QUESTION_MAX);
}

/** The shareable link of a question's answer: `/ask?q=how+do+i+hook+up+dutchie`. */
export function askPath(question: string, basePath: string = ASK_PATH): string {
  const q = cleanQuestion(question);
  return q === '' ? basePath : `${basePath}?${new URLSearchParams({q}).toString()}`;
}

/** The question a link carries (`?q=…`), cleaned; '' when there is none. */
export function questionFromSearch(search: string): string {
  return cleanQuestion(new URLSearchParams(search).get('q') ?? '');
}

/** A passage's section path without its anchor: `/docs/x#y` → `/docs/x`. */
export const pageOf = (url: string) => url.split('#')[0]!;

/** The heading under the page title, or nothing when the passage is the page's own top (heading = title). */
export function sectionHeading(passage: Pick<AskPassage, 'pageTitle' | 'heading'>): string | null {
  return passage.heading.trim() === '' || passage.heading === passage.pageTitle ? null : passage.heading;
}

/** The passages shown for an answer: all of them on /ask, the best `limit` in the dialog. */
export function shownPassages(result: AskResult, limit?: number): AskPassage[] {
  if (result.status !== 'answered') return [];
  return limit === undefined ? result.passages : result.passages.slice(0, limit);
}

/** The body of "Was this answer helpful?": the page and section the answer quoted first, and the question. */
export function answerVoteBody(
  question: string,
  result: AskResult,
  helpful: boolean,
  comment = '',
): Record<string, unknown> | null {
  const top = shownPassages(result)[0];
  if (!top) return null;
  return {
    page: pageOf(top.url),
    section: top.url,
    question: cleanQuestion(question),
    helpful,
    ...(helpful ? {} : {comment}),
  };
}
