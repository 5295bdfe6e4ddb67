/**
 * Ask the Help Center: answers a staff member's question with the sections of the guides that say so, quoted
 * verbatim, or says it cannot. Pure: no DOM, no Intl; the same code runs in the browser, in vitest and in
 * `npm run bench:ask`. This module composes the jobs, one module each, in the order a question goes through them:
 * query.ts reads the question into terms with the store vocabulary, spelling.ts reads its misspelled words as the
 * Help Center's, ranking.ts ranks the sections, quoting.ts picks the sentences each passage quotes, features.ts
 * measures how well the first page covers the question, and answer.ts decides between an answer and "not found".
 * corpus.ts holds what the engine knows of the Help Center, tuning.ts the tuning. The language's rules (stemming,
 * stop words, question filler, word lists, the vocabulary) are one value, text.ts's ENGLISH, chosen here and carried
 * by the engine to every module.
 */
import {answerOf} from './answer';
import {createAskEngine as engineOver, type AskEngine} from './corpus';
import {featuresOf} from './features';
import {queryTermsOf as termsOf, type Query} from './query';
import {quotesFor} from './quoting';
import {rank, type Ranking} from './ranking';
import {corrected} from './spelling';
import {ENGLISH} from './text';
import type {AskIndex, AskResult} from './types';

export {answerability} from './answer';
export type {AskEngine} from './corpus';
export {correctionOf} from './spelling';
export {ASK_TUNING} from './tuning';

/** Builds the engine over an index's sections (done once per index, on the first question). */
export const createAskEngine = (index: AskIndex): AskEngine => engineOver(index);

/** A question's terms, and the vocabulary's for the phrases it contains (query.ts). */
export const queryTermsOf = (question: string): Query => termsOf(ENGLISH, question);

const engines = new WeakMap<AskIndex, AskEngine>();
function engineFor(index: AskIndex): AskEngine {
  let engine = engines.get(index);
  if (!engine) {
    engine = createAskEngine(index);
    engines.set(index, engine);
  }
  return engine;
}

/** A question's terms, corrected, and the sections ranked for them; undefined when no word of it carries meaning. */
function rankingOf(engine: AskEngine, question: string): Ranking | undefined {
  const query = corrected(engine, question, termsOf(engine.language, question));
  return query.own.length === 0 ? undefined : rank(engine, question, query);
}

/** The answerability model's features for a question (features.ts, in the model's order); undefined when nothing matches at all. */
export function answerFeatures(index: AskIndex, question: string): number[] | undefined {
  const engine = engineFor(index);
  const ranking = rankingOf(engine, question);
  return ranking && featuresOf(engine, ranking, quotesFor(engine));
}

/** Answers a question from the index: 1 to 3 quoted passages, best first, or not-found with the closest pages. */
export function answerQuestion(index: AskIndex, question: string): AskResult {
  const engine = engineFor(index);
  const ranking = rankingOf(engine, question);
  if (!ranking) return {status: 'not-found', suggestions: []};
  const quoteFor = quotesFor(engine);
  return answerOf(engine, ranking, featuresOf(engine, ranking, quoteFor), quoteFor);
}
