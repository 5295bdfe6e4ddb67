/**
 * Ask the Help Center (issue 31): answers a staff member's question with the
 * sections of the guides that say so, quoted verbatim, or says it cannot.
 * Pure: no DOM, no Intl; the same code runs in the browser, in vitest and in
 * `npm run bench:ask`.
 *
 * Ranking is MiniSearch's BM25 over the sections, with the heading, the page
 * title and the questions staff ask that a section answers (its page's
 * `asked_as` front matter, in their words: "hook up dutchie") weighted above the
 * text, typo tolerance (fuzzy, and a word the Help
 * Center never uses read as its nearest word or term: correctionOf) and prefixes
 * on longer words, stop words and question filler dropped (text.ts), and the
 * question widened with the store vocabulary of src/data/askVocabulary.ts at a
 * lower weight (lower still when the Help Center uses the question's own word).
 * Among the first candidates a section gains a share of the scores of the
 * others on its page, so the best section of the best page comes first; when
 * the question reports a problem ("not showing", "but still"), a section whose
 * heading asks a question ("Why does the bot not mention rewards?") counts
 * double. Further passages on the first passage's page come in at a lower bar
 * than other pages' sections.
 * Whether the answer is found is the call of a small learned model (src/data/askAnswerability.ts, fitted by
 * `npm run ask:fit` on the tuned and development question sets): a logistic regression over how well the
 * first page's best section covers the question (the share of the question's meaning it matches, each word
 * weighted by how rare it is in the Help Center, a light verb such as "make" little; the share its headings
 * and quote show; its headings' alone), how strong the match is, how much of the question is words the Help
 * Center never uses, how long the question is and how far ahead the first candidate is. Below its threshold the
 * answer is "not found": a weak match is never passed off as an answer. It replaced hand-set coverage
 * thresholds, which refused 40% of unseen answerable questions (docs-engineering/ask-the-help-center.md).
 */
import MiniSearch, {type SearchResult} from 'minisearch';
import {ASK_ANSWERABILITY} from '../../data/askAnswerability';
import {probability} from './fitAnswerability';
import {ASK_VOCABULARY, type AskVocabularyEntry} from '../../data/askVocabulary';
import {questionWords as wordsOfQuestion, stem, STOP_WORDS, terms, words} from './text';
import type {AskIndex, AskPassage, AskResult, AskSection} from './types';

/** The engine's tuning (ranking on tests/ask/questions.json; the answer-or-refuse call is src/data/askAnswerability.ts). */
export const ASK_TUNING = {
  /**
   * Field weights: a heading or page title that names the question's words counts most. A section's `askedAs`
   * questions count twice its text: staff words the guides do not use (1 to 4 measured; above 2.5 out-of-scope
   * questions that share a word with one of them were answered; docs-engineering/ask-the-help-center.md).
   */
  boost: {heading: 2.5, pageTitle: 1.5, parents: 1, text: 1, askedAs: 2},
  /** Weight of a light verb (make, grab, use, …) in coverage against a word of the same rarity. */
  lightVerbWeight: 0.1,
  /** Weight of a vocabulary word against the question's own words. */
  vocabularyWeight: 0.5,
  /** Share of that weight left when the Help Center uses the question's own word as well. */
  vocabularyKnownShare: 0.75,
  /** Share of the other first candidates' scores on the same page that a section gains. */
  pageShare: 0.1,
  /** Further passages are looked for among this many first results. */
  candidates: 10,
  /** Share of the question's weighted words a further passage must match. */
  followingMinCoverage: 0.35,
  /** Further passages are shown when their score is at least this share of the best one's. */
  followingScoreShare: 0.45,
  /**
   * The same, for a further passage on the first passage's page: another section of the page that answers is cheap
   * to show, and often the one that says it (the page's introduction names the product, its FAQ entry the answer).
   */
  samePage: {scoreShare: 0.2, minCoverage: 0.2},
  /**
   * A question that reports a problem ("not showing", "but still", "keeps", "wrong") is more likely answered by a
   * section whose heading asks the same kind of question ("Why does the bot not mention rewards?"): such a section's
   * score among the first candidates is multiplied by 1 + this.
   */
  problemHeadingBoost: 1,
  /** A word the Help Center never uses is read as its nearest term (one edit, two from this length on) when it has this many letters. */
  correction: {minLength: 6, twoEditsFrom: 9},
  /** At most this many passages. */
  maxPassages: 3,
} as const;

type Field = 'pageTitle' | 'heading' | 'parents' | 'text' | 'askedAs';
type Doc = {id: number; pageTitle: string; heading: string; parents: string; text: string; askedAs: string};

export type AskEngine = {
  index: AskIndex;
  search: MiniSearch<Doc>;
  /** In how many sections each term occurs, for the weights of coverage and quotes. */
  sectionFrequency: Map<string, number>;
  /** Each section's sentences as terms, for picking the quote. */
  sentenceTerms: string[][][];
  /** The Help Center's words as written, each with its term, for reading a misspelled word (made on the first one). */
  wordForms?: Map<string, string>;
};

const tokenize = (text: string) => words(text);
const processTerm = (word: string) => (STOP_WORDS.has(word) ? null : stem(word));

/** Builds the search index over the sections (done once per index, on the first question). */
export function createAskEngine(index: AskIndex): AskEngine {
  const search = new MiniSearch<Doc>({
    fields: ['pageTitle', 'heading', 'parents', 'text', 'askedAs'],
    tokenize,
    processTerm,
    searchOptions: {tokenize, processTerm},
  });
  // The page top's heading is the page title, so a question naming the page's subject finds its introduction first.
  const docs = index.sections.map((section, id) => ({
    id,
    pageTitle: section.pageTitle,
    heading: section.heading,
    parents: parentHeadings(index.sections, id).join(' '),
    text: section.sentences.join(' '),
    askedAs: (section.askedAs ?? []).join(' '),
  }));
  search.addAll(docs);
  const sectionFrequency = new Map<string, number>();
  const sentenceTerms = index.sections.map((section) => section.sentences.map((sentence) => terms(sentence)));
  // A word of the `askedAs` questions is a word the Help Center knows: it weighs as its rarity says, and a misspelling of it is read as it.
  index.sections.forEach((section, i) => {
    const seen = new Set([
      ...terms(section.heading),
      ...terms(section.pageTitle),
      ...sentenceTerms[i]!.flat(),
      ...terms(docs[i]!.askedAs),
    ]);
    for (const term of seen) sectionFrequency.set(term, (sectionFrequency.get(term) ?? 0) + 1);
  });
  return {index, search, sectionFrequency, sentenceTerms};
}

/** The headings a section sits under on its page ("Webhooks" for "Check the signature"). */
function parentHeadings(sections: readonly AskSection[], at: number): string[] {
  const parents: string[] = [];
  let level = sections[at]!.level;
  for (let i = at - 1; i >= 0 && sections[i]!.page === sections[at]!.page && level > 2; i--) {
    if (sections[i]!.level < level && sections[i]!.level > 1) {
      parents.unshift(sections[i]!.heading);
      level = sections[i]!.level;
    }
  }
  return parents;
}

const engines = new WeakMap<AskIndex, AskEngine>();
function engineFor(index: AskIndex): AskEngine {
  let engine = engines.get(index);
  if (!engine) {
    engine = createAskEngine(index);
    engines.set(index, engine);
  }
  return engine;
}

/** How much a term says: rare in the Help Center weighs more; a word it never uses weighs most. */
function weightOf(engine: AskEngine, term: string): number {
  const n = engine.index.sections.length;
  const df = engine.sectionFrequency.get(term) ?? 0;
  return Math.log(1 + n / (1 + df));
}

/** General verbs that say little about the topic ("make a deal end", "grab our store id", "use it"): they weigh less in coverage. */
const LIGHT_VERBS: ReadonlySet<string> = new Set(
  'make made grab put use using used give take keep see look try come bring'.split(' ').map(stem),
);

/** A question term's weight in coverage: how much it says (weightOf), less for a light verb, which the Help Center uses rarely but says nothing by itself. */
function questionWeightOf(engine: AskEngine, term: string): number {
  return weightOf(engine, term) * (LIGHT_VERBS.has(term) ? ASK_TUNING.lightVerbWeight : 1);
}

/** Words of a question that reports a problem rather than asks how to do something (ASK_TUNING.problemHeadingBoost). */
const PROBLEM_WORDS: ReadonlySet<string> = new Set(
  'not no never isnt doesnt dont didnt wont cant cannot wasnt arent aint but still wrong keeps broken error missing stopped stuck fail failed fails failing twice why instead'.split(
    ' ',
  ),
);
/** A heading that asks a question ("Why does the bot not mention rewards?", "My platform is not in the list. Can I still sync my menu?"). */
const asksQuestion = (heading: string) => heading.trim().endsWith('?');

type QueryTerm = {
  term: string;
  /** The question's own terms this one stands for. */ sources: readonly string[];
  weight: number;
};

const VOCABULARY = ASK_VOCABULARY.map((entry: AskVocabularyEntry) => ({
  says: entry.says.map((phrase) => words(phrase.replace(/-/g, ' '))),
  saysStemmed: entry.says.map((phrase) => words(phrase.replace(/-/g, ' ')).map(stem)),
  means: entry.means.flatMap((phrase) => terms(phrase.replace(/-/g, ' '))),
}));

const containsPhrase = (haystack: readonly string[], phrase: readonly string[]) =>
  phrase.length > 0 && haystack.some((_, start) => phrase.every((word, offset) => haystack[start + offset] === word));

/** The question's terms, and the vocabulary's terms for the phrases it contains, each with the question's terms it stands for. */
export function queryTermsOf(question: string): {own: string[]; all: QueryTerm[]} {
  const questionWords = wordsOfQuestion(question.replace(/-/g, ' '));
  const own = [...new Set(questionWords.filter((word) => !STOP_WORDS.has(word)).map(stem))];
  const all: QueryTerm[] = own.map((term) => ({term, sources: [term], weight: 1}));
  const questionStems = questionWords.map(stem);
  for (const {says, saysStemmed, means} of VOCABULARY) {
    // A phrase of several words meets in any form ("chat icons", "hooked up"); a single word only as typed.
    const at = says.findIndex(
      (candidate, i) =>
        containsPhrase(questionWords, candidate) ||
        (candidate.length > 1 && containsPhrase(questionStems, saysStemmed[i]!)),
    );
    const phrase = at >= 0 ? says[at] : undefined;
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

/**
 * Typing distance: letters left out or typed twice, and adjacent letters swapped ("reciept"), one step each;
 * a letter replaced by another counts two, as "printer" and "pointer" are other words, not typos. Stops above `max`.
 */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + 2 * cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The Help Center's term for a word it never uses, when the word is a misspelling or a clipped form of
 * one: "talkin" → "talk", "adjustmnet" → "adjust", "recomend" → "recommend". A word with no near term
 * (payroll, metrc) stays as it is, and weighs most: the question is likely about something else.
 */
export function correctionOf(engine: AskEngine, term: string, typed: string = term): string | undefined {
  if (engine.sectionFrequency.has(term) || /\d/.test(term)) return undefined;
  // "talkin", "showin": the g dropped, as typed.
  if (typed.endsWith('in') && typed.length >= 5) {
    const dropped = stem(`${typed}g`);
    if (engine.sectionFrequency.has(dropped)) return dropped;
  }
  // The word as typed against the Help Center's words as written ("adjustmnets" is "adjustments", which the stemmer makes
  // "adjust"), then the stemmed term against its terms.
  if (typed.length >= ASK_TUNING.correction.minLength) {
    const forms = wordFormsOf(engine);
    const surface = nearest(typed, forms.keys(), (word) => engine.sectionFrequency.get(forms.get(word)!) ?? 0);
    if (surface) return forms.get(surface);
  }
  return nearest(term, engine.sectionFrequency.keys(), (known) => engine.sectionFrequency.get(known)!);
}

/** The Help Center's words as written, each with its term: made once, on the first word the Help Center never uses. */
function wordFormsOf(engine: AskEngine): Map<string, string> {
  if (!engine.wordForms) {
    engine.wordForms = new Map();
    for (const section of engine.index.sections) {
      for (const word of words(
        [section.pageTitle, section.heading, ...section.sentences, ...(section.askedAs ?? [])].join(' '),
      )) {
        if (!STOP_WORDS.has(word) && !engine.wordForms.has(word)) engine.wordForms.set(word, stem(word));
      }
    }
  }
  return engine.wordForms;
}

/** The nearest of `candidates` to a misspelled word (typing distance), the most frequent on a tie; undefined when none is near. */
function nearest(
  word: string,
  candidates: Iterable<string>,
  frequency: (candidate: string) => number,
): string | undefined {
  if (word.length < ASK_TUNING.correction.minLength) return undefined;
  const maxDistance = word.length >= ASK_TUNING.correction.twoEditsFrom ? 2 : 1;
  let best: {word: string; distance: number; df: number} | undefined;
  for (const candidate of candidates) {
    // A typo rarely changes the first or the last letter ("driver" is not "drive"); a word that far from every term is another word.
    if (candidate[0] !== word[0] || candidate.at(-1) !== word.at(-1) || /\d/.test(candidate)) continue;
    const distance = editDistance(word, candidate, maxDistance);
    if (distance > maxDistance) continue;
    const df = frequency(candidate);
    if (!best || distance < best.distance || (distance === best.distance && df > best.df))
      best = {word: candidate, distance, df};
  }
  return best?.word;
}

/** The question's terms with misspellings read as the Help Center's terms (correctionOf). */
function corrected(
  engine: AskEngine,
  question: string,
  {own, all}: {own: string[]; all: QueryTerm[]},
): {own: string[]; all: QueryTerm[]} {
  const typedAs = new Map(wordsOfQuestion(question).map((word) => [stem(word), word]));
  const fixes = new Map<string, string>();
  for (const term of own) {
    const fix = correctionOf(engine, term, typedAs.get(term));
    if (fix) fixes.set(term, fix);
  }
  if (fixes.size === 0) return {own, all};
  const fix = (term: string) => fixes.get(term) ?? term;
  const merged: QueryTerm[] = [];
  for (const query of all) {
    const term = fix(query.term);
    const sources = [...new Set(query.sources.map(fix))];
    const known = merged.find((candidate) => candidate.term === term);
    if (known) {
      known.sources = [...new Set([...known.sources, ...sources])];
      known.weight = Math.max(known.weight, query.weight);
    } else merged.push({term, sources, weight: query.weight});
  }
  return {own: [...new Set(own.map(fix))], all: merged};
}

/** Share of the question's weighted terms that a result matched (directly, by typo or prefix, or through the vocabulary). */
function coverageOf(
  engine: AskEngine,
  result: SearchResult,
  own: readonly string[],
  all: readonly QueryTerm[],
): number {
  const matchedQueryTerms = new Set(result.queryTerms);
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
  sectionIndex: number,
  quote: string,
  matchedDocTerms: ReadonlySet<string>,
  own: readonly string[],
  all: readonly QueryTerm[],
): number {
  const section = engine.index.sections[sectionIndex]!;
  const shown = new Set(
    terms(
      [section.pageTitle, ...parentHeadings(engine.index.sections, sectionIndex), section.heading, quote].join(' '),
    ).filter((word) => matchedDocTerms.has(word)),
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

/** The best run of one to three consecutive sentences of a section for the matched terms, verbatim. */
function quoteOf(engine: AskEngine, sectionIndex: number, matchedDocTerms: ReadonlySet<string>): string {
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

function closestPages(engine: AskEngine, results: readonly SearchResult[]): {url: string; title: string}[] {
  const pages: {url: string; title: string}[] = [];
  for (const result of results) {
    const section = engine.index.sections[result.id as number]!;
    if (!pages.some((page) => page.url === section.page)) pages.push({url: section.page, title: section.pageTitle});
    if (pages.length === 3) break;
  }
  return pages;
}

/** The ranked candidates for a question, with what the answerability features and the quotes need. */
function candidatesOf(engine: AskEngine, question: string) {
  const {own, all} = corrected(engine, question, queryTermsOf(question));
  if (own.length === 0) return undefined;
  // The vocabulary's word weighs less when the Help Center uses the staff's own word too: "pay in the chat" should find
  // "take payments in the chat" before the billing page that "pay" stands for.
  const boostOf = (query: QueryTerm) =>
    query.weight < 1 && query.sources.every((source) => engine.sectionFrequency.has(source))
      ? query.weight * ASK_TUNING.vocabularyKnownShare
      : query.weight;
  const weightOfQuery = new Map(all.map((query) => [query.term, boostOf(query)]));
  const found = engine.search.search(all.map((query) => query.term).join(' '), {
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
  // A page whose other sections match too is more likely the page that answers: each of the first candidates gains a
  // share of the scores of the other candidates on its page (the best section of the best page comes first).
  const top = found.slice(0, ASK_TUNING.candidates);
  const reportsProblem = wordsOfQuestion(question).some((word) => PROBLEM_WORDS.has(word));
  const results = [
    ...top
      .map((result) => {
        const page = engine.index.sections[result.id as number]!.page;
        const rest = top.reduce(
          (sum, other) =>
            other !== result && engine.index.sections[other.id as number]!.page === page ? sum + other.score : sum,
          0,
        );
        const problem =
          reportsProblem && asksQuestion(engine.index.sections[result.id as number]!.heading)
            ? 1 + ASK_TUNING.problemHeadingBoost
            : 1;
        return {...result, score: (result.score + ASK_TUNING.pageShare * rest) * problem};
      })
      .sort((a, b) => b.score - a.score),
    ...found.slice(ASK_TUNING.candidates),
  ];
  const quotes = new Map<SearchResult, string>();
  const quoteFor = (result: SearchResult) => {
    let quote = quotes.get(result);
    if (quote === undefined) quotes.set(result, (quote = quoteOf(engine, result.id as number, new Set(result.terms))));
    return quote;
  };
  return {own, all, found, results, quoteFor};
}

/**
 * What the answerability model reads of a question's first candidates (src/data/askAnswerability.ts), in its order:
 * among the first candidates on the first candidate's page, the one that best covers the question, with its coverage,
 * its shown coverage (headings and quote) and its headings' coverage alone; the best BM25 score (log); the weighted
 * share of the question's terms the Help Center never uses; how many terms the question has; the second candidate's
 * score against the first's. Undefined when nothing matches at all.
 */
export function answerFeatures(index: AskIndex, question: string): number[] | undefined {
  const engine = engineFor(index);
  const candidates = candidatesOf(engine, question);
  return candidates && featuresOf(engine, candidates);
}

function featuresOf(
  engine: AskEngine,
  {own, all, found, results, quoteFor}: NonNullable<ReturnType<typeof candidatesOf>>,
): number[] | undefined {
  const [first, second] = results;
  if (!first) return undefined;
  const page = engine.index.sections[first.id as number]!.page;
  let best = {coverage: 0, shown: 0, headings: 0};
  for (const result of results.slice(0, ASK_TUNING.candidates)) {
    if (engine.index.sections[result.id as number]!.page !== page) continue;
    const matched = new Set(result.terms);
    const coverage = coverageOf(engine, result, own, all);
    const shown = shownCoverage(engine, result.id as number, quoteFor(result), matched, own, all);
    if (coverage + shown > best.coverage + best.shown)
      best = {coverage, shown, headings: shownCoverage(engine, result.id as number, '', matched, own, all)};
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
    Math.log(found[0]!.score),
    total === 0 ? 0 : unknown / total,
    own.length,
    second ? second.score / first.score : 0,
  ];
}

/** The model's probability that the Help Center answers a question with these features (logistic regression). */
export const answerability = (features: readonly number[]): number => probability(ASK_ANSWERABILITY, features);

/** Answers a question from the index: 1 to 3 quoted passages, best first, or not-found with the closest pages. */
export function answerQuestion(index: AskIndex, question: string): AskResult {
  const engine = engineFor(index);
  const candidates = candidatesOf(engine, question);
  if (!candidates) return {status: 'not-found', suggestions: []};
  const {own, all, results, quoteFor} = candidates;
  const features = featuresOf(engine, candidates);
  // Whether the Help Center answers is the model's call on how well the first page's sections cover the question, how
  // strong the match is and how much of the question is words the Help Center never uses: a weak match is never passed
  // off as an answer.
  if (!features || answerability(features) < ASK_ANSWERABILITY.threshold)
    return {status: 'not-found', suggestions: closestPages(engine, results)};
  const anchor = results[0]!;
  const passages: AskPassage[] = [];
  for (const result of results.slice(0, ASK_TUNING.candidates)) {
    if (passages.length === ASK_TUNING.maxPassages) break;
    const samePage =
      engine.index.sections[result.id as number]!.page === engine.index.sections[anchor.id as number]!.page;
    const {scoreShare, minCoverage} = samePage
      ? ASK_TUNING.samePage
      : {scoreShare: ASK_TUNING.followingScoreShare, minCoverage: ASK_TUNING.followingMinCoverage};
    if (
      result !== anchor &&
      (result.score < anchor.score * scoreShare || coverageOf(engine, result, own, all) < minCoverage)
    )
      continue;
    const section: AskSection = engine.index.sections[result.id as number]!;
    passages.push({
      url: section.url,
      pageTitle: section.pageTitle,
      heading: section.heading,
      quote: quoteFor(result),
      score: result.score,
    });
  }
  return {status: 'answered', passages};
}
