/**
 * What the answerability model reads of a question's candidates (src/data/askAnswerability.ts), in numbers: how well
 * the first page's best section covers the question (the share of the question's meaning it matches, each word
 * weighted by how rare it is in the Help Center, a light verb such as "make" little; the share its headings and quote
 * show; its headings' alone), how strong the match is, how much of the question is words the Help Center never uses,
 * how long the question is and how far ahead the first candidate is. Coverage counts what the answer shows, not
 * words scattered over a long section, because staff judge an answer by what they read.
 */
import {ASK_TUNING} from './tuning';
import {weightOf, type AskEngine, type IndexedSection} from './corpus';
import type {QueryTerm} from './query';
import type {Quotes} from './quoting';
import type {Candidate, Ranking} from './ranking';

/** A question term's weight in coverage: how much it says (weightOf), less for a light verb, which the Help Center uses rarely but says nothing by itself. */
function questionWeightOf(engine: AskEngine, term: string): number {
  return weightOf(engine, term) * (engine.language.lightVerbs.has(term) ? ASK_TUNING.lightVerbWeight : 1);
}

/** Share of the question's weighted terms that a result matched (directly, by typo or prefix, or through the vocabulary). */
export function coverageOf(
  engine: AskEngine,
  candidate: Candidate,
  own: readonly string[],
  all: readonly QueryTerm[],
): number {
  const matchedQueryTerms = new Set(candidate.queryTerms);
  let total = 0;
  let covered = 0;
  for (const term of own) {
    const weight = questionWeightOf(engine, term);
    total += weight;
    if (all.some((query) => query.sources.includes(term) && matchedQueryTerms.has(query.term))) covered += weight;
  }
  return total === 0 ? 0 : covered / total;
}

/** Whether a word of the page is a match of a query term: the same, a longer form of it, or a near spelling (typo). */
function relates(word: string, term: string): boolean {
  if (word === term) return true;
  if (term.length >= 4 && word.startsWith(term)) return true;
  if (term.length < 6 || Math.abs(word.length - term.length) > 2) return false;
  let prefix = 0;
  while (prefix < Math.min(word.length, term.length) && word[prefix] === term[prefix]) prefix++;
  return prefix >= 3;
}

/**
 * Share of the question's weighted terms found together in what the answer shows: the section's
 * heading, the headings above it, the page title and the quoted sentences. Words scattered over a long
 * section do not make an answer.
 */
function shownCoverage(
  engine: AskEngine,
  section: IndexedSection,
  quote: string,
  matchedDocTerms: ReadonlySet<string>,
  own: readonly string[],
  all: readonly QueryTerm[],
): number {
  const shown = new Set(
    engine.language
      .terms([section.pageTitle, ...section.parents, section.heading, quote].join(' '))
      .filter((word) => matchedDocTerms.has(word)),
  );
  let total = 0;
  let covered = 0;
  for (const term of own) {
    const weight = questionWeightOf(engine, term);
    total += weight;
    if (all.some((query) => query.sources.includes(term) && [...shown].some((word) => relates(word, query.term))))
      covered += weight;
  }
  return total === 0 ? 0 : covered / total;
}

/**
 * What the answerability model reads of a question's first candidates (src/data/askAnswerability.ts), in its order:
 * among the first candidates on the first candidate's page, the one that best covers the question, with its coverage,
 * its shown coverage (headings and quote) and its headings' coverage alone; the best BM25 score (log); the weighted
 * share of the question's terms the Help Center never uses; how many terms the question has; the second candidate's
 * score against the first's. Undefined when nothing matches at all.
 */
export function featuresOf(
  engine: AskEngine,
  {query: {own, all}, found, results}: Ranking,
  quoteFor: Quotes,
): number[] | undefined {
  const [first, second] = results;
  const [strongest] = found;
  if (!first || !strongest) return undefined;
  const {page} = first.section;
  let best = {coverage: 0, shown: 0, headings: 0};
  for (const candidate of results.slice(0, ASK_TUNING.candidates)) {
    if (candidate.section.page !== page) continue;
    const matched = new Set(candidate.terms);
    const coverage = coverageOf(engine, candidate, own, all);
    const shown = shownCoverage(engine, candidate.section, quoteFor(candidate), matched, own, all);
    if (coverage + shown > best.coverage + best.shown)
      best = {coverage, shown, headings: shownCoverage(engine, candidate.section, '', matched, own, all)};
  }
  let total = 0;
  let unknown = 0;
  for (const term of own) {
    const weight = questionWeightOf(engine, term);
    total += weight;
    if (!engine.sectionFrequency.has(term)) unknown += weight;
  }
  return [
    best.coverage,
    best.shown,
    best.headings,
    Math.log(strongest.score),
    total === 0 ? 0 : unknown / total,
    own.length,
    second ? second.score / first.score : 0,
  ];
}
