/**
 * Ask the Help Center: answers a staff member's question with the sections of the guides that say so, quoted
 * verbatim, or says it cannot. Pure: no DOM, no Intl; the same code runs in the browser, in vitest and in
 * `npm run bench:ask`. This module composes the jobs, one module each: corpus.ts holds what the engine knows of the
 * Help Center, query.ts reads the question into terms with the store vocabulary, spelling.ts reads its misspelled
 * words as the Help Center's, ranking.ts ranks the sections, quoting.ts picks the sentences each passage quotes,
 * features.ts measures how well the first page covers the question, and answer.ts decides between an answer and "not
 * found". The language's rules (stemming, stop words, question filler, the vocabulary) are in text.ts; the tuning is
 * in tuning.ts.
 */
import {answerOf} from './answer';
import {createAskEngine, type AskEngine} from './corpus';
import {featuresOf} from './features';
import {candidatesOf} from './ranking';
import type {AskIndex, AskResult} from './types';

export {answerability} from './answer';
export {createAskEngine, type AskEngine} from './corpus';
export {queryTermsOf} from './query';
export {correctionOf} from './spelling';
export {ASK_TUNING} from './tuning';

const engines = new WeakMap<AskIndex, AskEngine>();
function engineFor(index: AskIndex): AskEngine {
  let engine = engines.get(index);
  if (!engine) {
    engine = createAskEngine(index);
    engines.set(index, engine);
  }
  return engine;
}

/** The answerability model's features for a question (features.ts, in the model's order); undefined when nothing matches at all. */
export function answerFeatures(index: AskIndex, question: string): number[] | undefined {
  const engine = engineFor(index);
  const candidates = candidatesOf(engine, question);
  return candidates && featuresOf(engine, candidates);
}

/** Answers a question from the index: 1 to 3 quoted passages, best first, or not-found with the closest pages. */
export function answerQuestion(index: AskIndex, question: string): AskResult {
  const engine = engineFor(index);
  const candidates = candidatesOf(engine, question);
  if (!candidates) return {status: 'not-found', suggestions: []};
  return answerOf(engine, candidates);
}
