/**
 * What the Ask engine knows of the Help Center, built once per index on the first question: a MiniSearch index over
 * the sections (each with its page title, its heading, the headings above it, its text and the questions staff ask
 * that it answers, its page's `asked_as`), in how many sections each term occurs, and each section's sentences as
 * terms. A term's weight everywhere (coverage, quotes) is its rarity here: a word the Help Center uses in few
 * sections says more about the question than one it uses everywhere, and a word it never uses says most, since the
 * question is then likely about something else.
 */
import MiniSearch, {type SearchResult} from 'minisearch';
import {DEFAULT_LOCALE, type Locale} from '../../data/constants';
import {ASK_LANGUAGES} from './languages';
import type {AskLanguage} from './text';
import type {AskIndex, AskSection} from './types';

export type Field = 'pageTitle' | 'heading' | 'parents' | 'text' | 'askedAs';
type Doc = {id: number; pageTitle: string; heading: string; parents: string; text: string; askedAs: string};

/** A section with what the engine reads of it, made once with the engine. */
export type IndexedSection = AskSection & {
  /** The headings it sits under on its page ("Webhooks" for "Check the signature"). */
  parents: string[];
  /** Its sentences as terms, for picking the quote. */
  sentenceTerms: string[][];
};

export type AskEngine = {
  index: AskIndex;
  /** The language of the index, whose answerability model decides (src/data/askAnswerability.ts). */
  locale: Locale;
  /** The rules its texts and questions are read by. */
  language: AskLanguage;
  search: MiniSearch<Doc>;
  /** The index's sections, in its order: a section's position is its MiniSearch id. */
  sections: IndexedSection[];
  /** In how many sections each term occurs, for the weights of coverage and quotes. */
  sectionFrequency: Map<string, number>;
  /** The Help Center's words as written, each with its term, for reading a misspelled word (made on the first one). */
  wordForms?: Map<string, string>;
};

/** The text of a section's `askedAs` questions, as indexed and as counted. */
const askedAsText = (section: AskSection) => (section.askedAs ?? []).join(' ');

/** Builds the search index over the sections (done once per index, on the first question). */
export function createAskEngine(index: AskIndex, locale: Locale = index.locale ?? DEFAULT_LOCALE): AskEngine {
  const language = ASK_LANGUAGES[locale];
  const {terms} = language;
  const tokenize = (text: string) => language.words(text);
  const processTerm = (word: string) => (language.stopWords.has(word) ? null : language.stem(word));
  const search = new MiniSearch<Doc>({
    fields: ['pageTitle', 'heading', 'parents', 'text', 'askedAs'],
    tokenize,
    processTerm,
    searchOptions: {tokenize, processTerm},
  });
  const sections = index.sections.map((section, at): IndexedSection => ({
    ...section,
    parents: parentHeadings(index.sections, section, at),
    sentenceTerms: section.sentences.map((sentence) => terms(sentence)),
  }));
  // The page top's heading is the page title, so a question naming the page's subject finds its introduction first.
  search.addAll(
    sections.map((section, id) => ({
      id,
      pageTitle: section.pageTitle,
      heading: section.heading,
      parents: section.parents.join(' '),
      text: section.sentences.join(' '),
      askedAs: askedAsText(section),
    })),
  );
  const sectionFrequency = new Map<string, number>();
  // A word of the `askedAs` questions is a word the Help Center knows: it weighs as its rarity says, and a misspelling of it is read as it.
  for (const section of sections) {
    const seen = new Set([
      ...terms(section.heading),
      ...terms(section.pageTitle),
      ...section.sentenceTerms.flat(),
      ...terms(askedAsText(section)),
    ]);
    for (const term of seen) sectionFrequency.set(term, (sectionFrequency.get(term) ?? 0) + 1);
  }
  return {index, locale, language, search, sections, sectionFrequency};
}

/** The headings a section sits under on its page: the nearest above it of a lower level, then of a lower level still. */
function parentHeadings(sections: readonly AskSection[], section: AskSection, at: number): string[] {
  const parents: string[] = [];
  let level = section.level;
  for (let i = at - 1; i >= 0 && level > 2; i--) {
    const above = sections[i];
    if (above === undefined || above.page !== section.page) break;
    if (above.level < level && above.level > 1) {
      parents.unshift(above.heading);
      level = above.level;
    }
  }
  return parents;
}

/**
 * The section a search result is. MiniSearch types a result's id as `any`; ours are the sections' positions, so an id
 * that is not one is a broken index, not a miss.
 */
export function sectionOf(engine: AskEngine, result: SearchResult): IndexedSection {
  const id: unknown = result.id;
  const section = typeof id === 'number' ? engine.sections[id] : undefined;
  if (section === undefined) throw new Error(`The Ask search found ${String(id)}, which is no section of the index.`);
  return section;
}

/** In how many sections a term occurs: 0 for a word the Help Center never uses. */
export function sectionCount(engine: AskEngine, term: string): number {
  return engine.sectionFrequency.get(term) ?? 0;
}

/** How much a term says: rare in the Help Center weighs more; a word it never uses weighs most. */
export function weightOf(engine: AskEngine, term: string): number {
  const n = engine.index.sections.length;
  const df = sectionCount(engine, term);
  return Math.log(1 + n / (1 + df));
}
