/**
 * Ask the Help Center: the shapes shared by the build plugin
 * (`plugins/ask-index`), the engine (`src/lib/ask/engine.ts`) and the UI
 * (`/ask`, the search dialog's Ask mode).
 *
 * - At build time `plugins/ask-index` splits every Help Center page into
 *   sections by heading (`AskSection`: the page, its title, the heading, the
 *   rendered heading id as `anchor`, and the section's sentences verbatim as
 *   the page shows them, with the questions its `asked_as` front matter says the section answers) and writes them
 *   as one static JSON file (`AskIndex`).
 * - In the browser `loadAskIndex()` (`src/lib/ask/loadIndex.ts`) fetches that
 *   file once, on the first question (never on page load), and caches the promise.
 * - `answerQuestion(index, question)` (`src/lib/ask/engine.ts`, pure: no DOM,
 *   no Intl) ranks the sections and returns either 1 to 3 passages quoted
 *   verbatim from the guides, best first, or `not-found` with the closest pages.
 * - `isQuestion(text)` (`src/lib/ask/isQuestion.ts`) says whether a search box
 *   entry reads as a question (several words, or ends with '?'): the search
 *   dialog switches to Ask mode when it does.
 */
import type {Locale} from '../../data/constants';

/** One section of a Help Center page: the text under one heading (or the page top). */
export type AskSection = {
  id: string;
  /** The page path, '/docs/…'. */
  page: string;
  pageTitle: string;
  /** The section heading as rendered; the page title for the page top. */
  heading: string;
  /** The heading's level: 2 to 4 for h2 to h4; 1 for the page top. */
  level: number;
  /** The rendered heading id; '' for the page top. */
  anchor: string;
  /** page + '#' + anchor (the page alone when anchor is ''). */
  url: string;
  /** The section's sentences, verbatim as the page shows them. */
  sentences: string[];
  /**
   * Questions staff ask that this section answers, in their words (the page's `asked_as` front matter): searched, never
   * shown. Left out when the page gives none.
   */
  askedAs?: string[];
};

/** One quoted passage of an answer. */
export type AskPassage = {
  url: string;
  pageTitle: string;
  heading: string;
  /** One or more consecutive sentences verbatim from the page. */
  quote: string;
  score: number;
};

export type AskResult =
  | {status: 'answered'; /** 1..3, best first */ passages: AskPassage[]}
  | {status: 'not-found'; /** Closest pages, up to 3. */ suggestions: {url: string; title: string}[]};

/** The static index written by the build (`/ask/index.<hash>.json`). */
export type AskIndex = {
  /** Format version: bumped when the shape changes. */
  version: 1;
  /** The language of its Help Center (English when absent). */
  locale?: Locale;
  sections: AskSection[];
};
