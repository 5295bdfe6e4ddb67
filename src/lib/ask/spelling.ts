/**
 * Reads a question's misspelled or clipped words as the Help Center's words ("recomend" → "recommend", "talkin" →
 * "talk"): a word the Help Center never uses is read as its nearest word or term by typing distance, when it is long
 * enough that a near word is likely the one meant (ASK_TUNING.correction). A word with no near term (payroll,
 * metrc) stays as it is and weighs most: the question is likely about something else, and the answerability model
 * should see it. MiniSearch's own fuzzy match still runs in the ranking; correcting first lets the coverage and the
 * quote count the corrected word as met.
 */
import {ASK_TUNING} from './tuning';
import {sectionCount, type AskEngine} from './corpus';
import type {Query, QueryTerm} from './query';

/**
 * Typing distance: letters left out or typed twice, and adjacent letters swapped ("reciept"), one step each;
 * a letter replaced by another counts two, as "printer" and "pointer" are other words, not typos. Stops above `max`.
 */
function editDistance(a: string, b: string, max: number): number {
  const tooFar = max + 1;
  if (Math.abs(a.length - b.length) > max) return tooFar;
  // The table's rows: the one before the previous (for a swap), the previous and the current. A cell outside a row
  // (never read: every index is in range) counts as too far.
  const cell = (row: readonly number[], j: number) => row[j] ?? tooFar;
  let before: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(cell(previous, j) + 1, cell(current, j - 1) + 1, cell(previous, j - 1) + 2 * cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, cell(before, j - 2) + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return tooFar;
    before = previous;
    previous = current;
  }
  return cell(previous, b.length);
}

/**
 * The Help Center's term for a word it never uses, when the word is a misspelling or a clipped form of
 * one: "talkin" → "talk", "adjustmnet" → "adjust", "recomend" → "recommend". A word with no near term
 * (payroll, metrc) stays as it is, and weighs most: the question is likely about something else.
 */
export function correctionOf(engine: AskEngine, term: string, typed: string = term): string | undefined {
  if (engine.sectionFrequency.has(term) || /\d/.test(term)) return undefined;
  // "talkin", "showin": the g dropped, as typed.
  const writtenOut = engine.language.unclipped(typed);
  if (writtenOut !== undefined) {
    const dropped = engine.language.stem(writtenOut);
    if (engine.sectionFrequency.has(dropped)) return dropped;
  }
  // The word as typed against the Help Center's words as written ("adjustmnets" is "adjustments", which the stemmer makes
  // "adjust"), then the stemmed term against its terms.
  if (typed.length >= ASK_TUNING.correction.minLength) {
    const forms = wordFormsOf(engine);
    const surface = nearest(typed, forms.keys(), (word) => {
      const formTerm = forms.get(word);
      return formTerm === undefined ? 0 : sectionCount(engine, formTerm);
    });
    if (surface) return forms.get(surface);
  }
  return nearest(term, engine.sectionFrequency.keys(), (known) => sectionCount(engine, known));
}

/** The Help Center's words as written, each with its term: made once, on the first word the Help Center never uses. */
function wordFormsOf(engine: AskEngine): Map<string, string> {
  if (!engine.wordForms) {
    const {stem, stopWords, words} = engine.language;
    engine.wordForms = new Map();
    for (const section of engine.index.sections) {
      for (const word of words(
        [section.pageTitle, section.heading, ...section.sentences, ...(section.askedAs ?? [])].join(' '),
      )) {
        if (!stopWords.has(word) && !engine.wordForms.has(word)) engine.wordForms.set(word, stem(word));
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
export function corrected(engine: AskEngine, question: string, {own, all}: Query): Query {
  const typedAs = new Map(engine.language.questionWords(question).map((word) => [engine.language.stem(word), word]));
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
