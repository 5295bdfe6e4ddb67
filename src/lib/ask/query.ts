/**
 * What a question asks, as terms: its words with stop words and question filler dropped and stemmed (text.ts), and
 * the question widened with the store vocabulary of src/data/askVocabulary.ts, since staff say things the way the
 * counter does ("hook up", "chat bubbles") and the Help Center the way the product does ("connect", "launcher").
 * A vocabulary term weighs less than the question's own words (ASK_TUNING.vocabularyWeight; lower still when the
 * Help Center uses the question's own word, in ranking.ts), and each term keeps the question's terms it stands for,
 * so that coverage counts a question word met through the vocabulary as met.
 */
import {ASK_TUNING} from './tuning';
import type {AskLanguage} from './text';

export type QueryTerm = {
  term: string;
  /** The question's own terms this one stands for. */ sources: readonly string[];
  weight: number;
};

/** A question as terms: its own, and all that are searched for (its own and the vocabulary's). */
export type Query = {own: string[]; all: QueryTerm[]};

const containsPhrase = (haystack: readonly string[], phrase: readonly string[]) =>
  phrase.length > 0 && haystack.some((_, start) => phrase.every((word, offset) => haystack[start + offset] === word));

/** The question's terms, and the vocabulary's terms for the phrases it contains, each with the question's terms it stands for. */
export function queryTermsOf(language: AskLanguage, question: string): Query {
  const {stem} = language;
  const questionWords = language.questionWords(question.replace(/-/g, ' '));
  const own = [...new Set(questionWords.filter((word) => !language.stopWords.has(word)).map(stem))];
  const all: QueryTerm[] = own.map((term) => ({term, sources: [term], weight: 1}));
  const questionStems = questionWords.map(stem);
  for (const {says, means} of language.vocabulary) {
    // A phrase of several words meets in any form ("chat icons", "hooked up"); a single word only as typed, unless
    // the language conjugates its words too much for that (language.vocabularyByStem).
    const phrase = says.find(
      (candidate) =>
        containsPhrase(questionWords, candidate.words) ||
        ((candidate.words.length > 1 || language.vocabularyByStem) && containsPhrase(questionStems, candidate.stems)),
    )?.words;
    if (!phrase) continue;
    // The vocabulary's words stand for every meaningful word of the phrase ("chat bubbles" → launcher).
    const sources = phrase.map(stem).filter((term) => own.includes(term));
    if (sources.length === 0) continue;
    for (const term of means) {
      const known = all.find((query) => query.term === term);
      if (known) known.sources = [...new Set([...known.sources, ...sources])];
      else all.push({term, sources, weight: ASK_TUNING.vocabularyWeight});
    }
  }
  return {own, all};
}
