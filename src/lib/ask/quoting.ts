/**
 * What an answer quotes of a section: the best run of one to three consecutive sentences for the terms the section
 * matched, verbatim as the page shows them, never rewritten. A sentence scores the weights of the matched terms it
 * contains (rare terms count more, corpus.ts), and a lead-in ("Check three things:"), a short sentence or a following
 * sentence that also matches takes the next one with it, so that the quote reads as an answer on its own.
 */
import {weightOf, type AskEngine, type IndexedSection} from './corpus';
import type {Candidate} from './ranking';

/** A candidate's quote, picked once per question and candidate: the features and the answer both read it. */
export type Quotes = (candidate: Candidate) => string;

/** The quotes of one question's candidates, each picked on first use. */
export function quotesFor(engine: AskEngine): Quotes {
  const quotes = new Map<Candidate, string>();
  return (candidate: Candidate) => {
    let quote = quotes.get(candidate);
    if (quote === undefined)
      quotes.set(candidate, (quote = quoteOf(engine, candidate.section, new Set(candidate.terms))));
    return quote;
  };
}

/** The best run of one to three consecutive sentences of a section for the matched terms, verbatim. */
function quoteOf(engine: AskEngine, section: IndexedSection, matchedDocTerms: ReadonlySet<string>): string {
  const scores = section.sentenceTerms.map((sentence) => {
    const seen = new Set(sentence.filter((term) => matchedDocTerms.has(term)));
    let score = 0;
    for (const term of seen) score += weightOf(engine, term);
    return score;
  });
  // The first of the best-scoring sentences (none in a section without sentences: the quote is then empty).
  const top = Math.max(...scores);
  const best = Math.max(0, scores.indexOf(top));
  const quoted: string[] = [];
  // A lead-in ("Check three things:") or a short sentence needs the next one; a following sentence that also matches belongs to the answer.
  for (const [offset, sentence] of section.sentences.slice(best, best + 3).entries()) {
    quoted.push(sentence);
    const next = scores[best + offset + 1] ?? 0;
    if (!(sentence.endsWith(':') || sentence.length < 60 || next >= top * 0.5)) break;
  }
  return quoted.join(' ');
}
