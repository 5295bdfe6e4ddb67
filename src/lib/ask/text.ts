/**
 * The language rules of the Ask engine, in one place: how a text splits into words (lower case, apostrophes dropped,
 * "doesn't" → "doesnt", split on anything that is not a letter or a digit), which words say nothing (stop words and
 * question filler), the Porter stemmer so that "syncs", "syncing" and "synced" meet, a question's chat spellings
 * ("r u", "ppl", "w/o") read as words first (questionWords), and the English word lists and store vocabulary the
 * engine reads questions with. Used on the sections and the question alike. The engine's modules receive these rules
 * as one value (AskLanguage, on the engine) rather than importing them, so that another language is another value of
 * this type. Pure: no DOM, no Intl.
 */
import {stemmer as porterStem} from 'stemmer';
import {ASK_CHAT_SPELLINGS, ASK_VOCABULARY, type AskVocabularyEntry} from '../../data/askVocabulary';

/** Words that say nothing about what is asked: articles, pronouns, question words, chat filler. */
const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or but if so of to in on at by for with from into onto about as is are was were be been being am ' +
    'i me my mine we us our ours you your yours u ur he she it its they them their this that these those there here ' +
    'what whats which who whom whose when where wheres why how hows do does did doing done dont doesnt didnt isnt arent wasnt ' +
    'cant cannot wont wouldnt shouldnt couldnt im ive youre thats theres lets ' +
    'can could would should will shall may might must have has had having get gets got getting ' +
    'not no yes ok okay pls plz please thanks thx hey hi hello help anyone someone somebody ' +
    'just really very still also even too then than any some all every much many more most ' +
    'thing things stuff something anything way ways kind sort like need needs want wants wanna gonna gotta ' +
    'know tell explain mean supposed actually basically again why whats up ' +
    'one ones out difference between happen happens happened nothing nobody anybody everyone everything ' +
    'going guys ya yall lol idk btw asap quick quickly possible possibly ever whenever somehow ' +
    'said goes go went until able through though because now docs doc documentation article articles ' +
    'one ones out'
  ) // 'out' alone is filler; "out of stock" reaches the index through the vocabulary
    .split(/\s+/),
);

/** Lower case, curly quotes straightened, apostrophes dropped, accents removed. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/(\w)'(\w)/g, '$1$2')
    .replace(/'/g, ' ');
}

/** The chat spellings as a map: a word typed never reads an object's own properties ("constructor"). */
const CHAT_SPELLINGS: ReadonlyMap<string, string> = new Map(Object.entries(ASK_CHAT_SPELLINGS.en));

/** A question's words with chat spellings read as the words they stand for ("r u" → "are you", "w/o" → "without"). */
export function questionWords(text: string): string[] {
  const spelled = normalize(text)
    .replace(/\bw\/o\b/g, 'without')
    .replace(/\bw\//g, 'with ');
  return words(spelled).flatMap((word) => {
    const meant = CHAT_SPELLINGS.get(word);
    return meant === undefined ? [word] : words(meant);
  });
}

/** Every word of a text, in order, before stop words and stemming. */
export function words(text: string): string[] {
  return normalize(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The Porter stemmer (package `stemmer`): "syncs", "syncing" and "synced" meet, and so do "closed" and "close". Words with digits stay as typed. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  return porterStem(word);
}

/** The terms a text is indexed or searched by: words that carry meaning, stemmed. */
export function terms(text: string): string[] {
  return words(text)
    .filter((word) => !STOP_WORDS.has(word))
    .map(stem);
}

/** General verbs that say little about the topic ("make a deal end", "grab our store id", "use it"): they weigh less in coverage. */
const LIGHT_VERBS: ReadonlySet<string> = new Set(
  'make made grab put use using used give take keep see look try come bring'.split(' ').map(stem),
);

/** Words of a question that reports a problem rather than asks how to do something (ASK_TUNING.problemHeadingBoost). */
const PROBLEM_WORDS: ReadonlySet<string> = new Set(
  'not no never isnt doesnt dont didnt wont cant cannot wasnt arent aint but still wrong keeps broken error missing stopped stuck fail failed fails failing twice why instead'.split(
    ' ',
  ),
);

/** A store vocabulary entry as the query reads it: each phrase as words and as stems, and the terms it means. */
export type VocabularyEntry = {
  says: readonly {words: readonly string[]; stems: readonly string[]}[];
  means: readonly string[];
};

/** A language's store vocabulary (src/data/askVocabulary.ts), prepared with its rules. */
export function prepareVocabulary(
  entries: readonly AskVocabularyEntry[],
  rules: Pick<AskLanguage, 'words' | 'stem' | 'terms'>,
): VocabularyEntry[] {
  return entries.map((entry) => ({
    says: entry.says.map((phrase) => {
      const phraseWords = rules.words(phrase.replace(/-/g, ' '));
      return {words: phraseWords, stems: phraseWords.map(rules.stem)};
    }),
    means: entry.means.flatMap((phrase) => rules.terms(phrase.replace(/-/g, ' '))),
  }));
}

/** A clipped spelling written out ("talkin" → "talking"), when the typed word is one. */
function unclipped(typed: string): string | undefined {
  return typed.endsWith('in') && typed.length >= 5 ? `${typed}g` : undefined;
}

/** The rules the engine reads a language by: how its texts become words and terms, and its word lists. */
export type AskLanguage = {
  /** Every word of a text, in order, before stop words and stemming. */
  words: (text: string) => string[];
  /** A question's words, with chat spellings read as the words they stand for. */
  questionWords: (text: string) => string[];
  stem: (word: string) => string;
  /** The terms a text is indexed or searched by: words that carry meaning, stemmed. */
  terms: (text: string) => string[];
  stopWords: ReadonlySet<string>;
  /** Verbs that say little about the topic, as terms: they weigh less in coverage. */
  lightVerbs: ReadonlySet<string>;
  /** Words of a question that reports a problem rather than asks how to do something. */
  problemWords: ReadonlySet<string>;
  /** The store vocabulary, prepared. */
  vocabulary: readonly VocabularyEntry[];
  /**
   * Whether a one-word vocabulary entry meets the question's word in any form (by stem), as phrases do. English
   * matches it as typed ("update" is not "updated"); Spanish conjugates a verb into a dozen forms ("prender",
   * "prendo", "prendí") that staff type as they speak.
   */
  vocabularyByStem: boolean;
  /** A clipped spelling written out, for reading a misspelled word. */
  unclipped: (typed: string) => string | undefined;
};

/** The Help Center's language. */
export const ENGLISH: AskLanguage = {
  words,
  questionWords,
  stem,
  terms,
  stopWords: STOP_WORDS,
  lightVerbs: LIGHT_VERBS,
  problemWords: PROBLEM_WORDS,
  vocabulary: prepareVocabulary(ASK_VOCABULARY.en, {words, stem, terms}),
  vocabularyByStem: false,
  unclipped,
};
