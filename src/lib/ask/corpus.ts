/**
 * What the Ask engine knows of the Help Center, built once per index on the first question: a MiniSearch index over
 * the sections (each with its page title, its heading, the headings above it, its text and the questions staff ask
 * that it answers, its page's `asked_as`), in how many sections each term occurs, and each section's sentences as
 * terms. A term's weight everywhere (coverage, quotes) is its rarity here: a word the Help Center uses in few
 * sections says more about the question than one it uses everywhere, and a word it never uses says most, since the
 * question is then likely about something else.
 */
import MiniSearch from 'minisearch';
import type {AskLanguage} from './text';
import type {AskIndex, AskSection} from './types';

export type Field = 'pageTitle' | 'heading' | 'parents' | 'text' | 'askedAs';
type Doc = {id: number; pageTitle: string; heading: string; parents: string; text: string; askedAs: string};

export type AskEngine = {
  index: AskIndex;
  /** The rules its texts and questions are read by. */
  language: AskLanguage;
  search: MiniSearch<Doc>;
  /** In how many sections each term occurs, for the weights of coverage and quotes. */
  sectionFrequency: Map<string, number>;
  /** Each section's sentences as terms, for picking the quote. */
  sentenceTerms: string[][][];
  /** The Help Center's words as written, each with its term, for reading a misspelled word (made on the first one). */
  wordForms?: Map<string, string>;
};

/** Builds the search index over the sections (done once per index, on the first question). */
export function createAskEngine(index: AskIndex, language: AskLanguage): AskEngine {
  const {terms} = language;
  const tokenize = (text: string) => language.words(text);
  const processTerm = (word: string) => (language.stopWords.has(word) ? null : language.stem(word));
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
  return {index, language, search, sectionFrequency, sentenceTerms};
}

/** The headings a section sits under on its page ("Webhooks" for "Check the signature"). */
export function parentHeadings(sections: readonly AskSection[], at: number): string[] {
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

/** How much a term says: rare in the Help Center weighs more; a word it never uses weighs most. */
export function weightOf(engine: AskEngine, term: string): number {
  const n = engine.index.sections.length;
  const df = engine.sectionFrequency.get(term) ?? 0;
  return Math.log(1 + n / (1 + df));
}
