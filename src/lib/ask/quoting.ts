/**
 * What an answer quotes of a section: the best run of one to three consecutive sentences for the terms the section
 * matched, verbatim as the page shows them, never rewritten. A sentence scores the weights of the matched terms it
 * contains (rare terms count more, corpus.ts), and a lead-in ("Check three things:"), a short sentence or a following
 * sentence that also matches takes the next one with it, so that the quote reads as an answer on its own.
 */
import type {SearchResult} from 'minisearch';
import {weightOf, type AskEngine} from './corpus';

/** A candidate's quote, picked once per question and candidate: the features and the answer both read it. */
export type Quotes = (result: SearchResult) => string;

/** The quotes of one question's candidates, each picked on first use. */
export function quotesFor(engine: AskEngine): Quotes {
  const quotes = new Map<SearchResult, string>();
  return (result: SearchResult) => {
    let quote = quotes.get(result);
    if (quote === undefined) quotes.set(result, (quote = quoteOf(engine, result.id as number, new Set(result.terms))));
    return quote;
  };
}

/** The best run of one to three consecutive sentences of a section for the matched terms, verbatim. */
export function quoteOf(engine: AskEngine, sectionIndex: number, matchedDocTerms: ReadonlySet<string>): string {
  const section = engine.index.sections[sectionIndex]!;
  const sentences = engine.sentenceTerms[sectionIndex]!;
  const scoreOf = (i: number) => {
    const seen = new Set(sentences[i]!.filter((term) => matchedDocTerms.has(term)));
    let score = 0;
    for (const term of seen) score += weightOf(engine, term);
    return score;
  };
  const scores = sentences.map((_, i) => scoreOf(i));
  let best = 0;
  scores.forEach((score, i) => {
    if (score > scores[best]!) best = i;
  });
  const picked = [best];
  // A lead-in ("Check three things:") or a short sentence needs the next one; a following sentence that also matches belongs to the answer.
  while (picked.length < 3) {
    const last = picked[picked.length - 1]!;
    const next = last + 1;
    if (next >= section.sentences.length) break;
    const lastText = section.sentences[last]!;
    if (lastText.endsWith(':') || lastText.length < 60 || scores[next]! >= scores[best]! * 0.5) picked.push(next);
    else break;
  }
  return picked.map((i) => section.sentences[i]).join(' ');
}
