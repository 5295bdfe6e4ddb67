/**
 * Ranks the Help Center's sections for a question. MiniSearch's BM25 over the sections, with the heading, the page
 * title and the questions staff ask that a section answers (its page's `asked_as` front matter, in their words: "hook
 * up dutchie") weighted above the text, typo tolerance (fuzzy) and prefixes on longer words. Among the first
 * candidates a section gains a share of the scores of the others on its page, so the best section of the best page
 * comes first; when the question reports a problem ("not showing", "but still"), a section whose heading asks a
 * question ("Why does the bot not mention rewards?") counts double, as such a section is usually the one that
 * answers it.
 */
import {ASK_TUNING} from './tuning';
import {sectionOf, type AskEngine, type Field, type IndexedSection} from './corpus';
import type {Query, QueryTerm} from './query';

/** A section the search found, with what it matched: MiniSearch's result, typed. */
export type Candidate = {
  section: IndexedSection;
  score: number;
  /** The Help Center's terms it matched. */
  terms: readonly string[];
  /** The query's terms that matched it. */
  queryTerms: readonly string[];
};

/** A question's candidates: its terms, the search's results by BM25 alone, and the same ranked for the answer. */
export type Ranking = {query: Query; found: Candidate[]; results: Candidate[]};

/** A heading that asks a question ("Why does the bot not mention rewards?", "My platform is not in the list. Can I still sync my menu?"). */
const asksQuestion = (heading: string) => heading.trim().endsWith('?');

/** The ranked candidates for a question's terms. */
export function rank(engine: AskEngine, question: string, {own, all}: Query): Ranking {
  // The vocabulary's word weighs less when the Help Center uses the staff's own word too: "pay in the chat" should find
  // "take payments in the chat" before the billing page that "pay" stands for.
  const boostOf = (query: QueryTerm) =>
    query.weight < 1 && query.sources.every((source) => engine.sectionFrequency.has(source))
      ? query.weight * ASK_TUNING.vocabularyKnownShare
      : query.weight;
  const weightOfQuery = new Map(all.map((query) => [query.term, boostOf(query)]));
  const searched = engine.search.search(all.map((query) => query.term).join(' '), {
    boost: ASK_TUNING.boost satisfies Record<Field, number>,
    combineWith: 'OR',
    // The terms are stemmed already: a second pass of the stemmer would change some ("convers" to "conver").
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term,
    prefix: (term) => term.length >= 4,
    fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
    maxFuzzy: 2,
    boostTerm: (term) => weightOfQuery.get(term) ?? 1,
  });
  const found = searched.map((result): Candidate => ({
    section: sectionOf(engine, result),
    score: result.score,
    terms: result.terms,
    queryTerms: result.queryTerms,
  }));
  // A page whose other sections match too is more likely the page that answers: each of the first candidates gains a
  // share of the scores of the other candidates on its page (the best section of the best page comes first).
  const top = found.slice(0, ASK_TUNING.candidates);
  const reportsProblem = engine.language.questionWords(question).some((word) => engine.language.problemWords.has(word));
  const results = [
    ...top
      .map((candidate) => {
        const {page} = candidate.section;
        const rest = top.reduce(
          (sum, other) => (other !== candidate && other.section.page === page ? sum + other.score : sum),
          0,
        );
        const problem =
          reportsProblem && asksQuestion(candidate.section.heading) ? 1 + ASK_TUNING.problemHeadingBoost : 1;
        return {...candidate, score: (candidate.score + ASK_TUNING.pageShare * rest) * problem};
      })
      .sort((a, b) => b.score - a.score),
    ...found.slice(ASK_TUNING.candidates),
  ];
  return {query: {own, all}, found, results};
}
