/**
 * Assembles the Ask index from the pages' sections: the pages in sidebar
 * order, the sections of each in page order, each with the questions the
 * page's `asked_as` front matter says it answers, and checks what the engine
 * relies on (unique ids, one URL per section, every `asked_as` key a section
 * of its page) so a broken index fails the build.
 */
import type {AskIndex, AskSection} from '../../src/lib/ask/types';

/** A page's `asked_as` front matter: '#' (the page top) or '#anchor' → the questions that section answers. */
export type AskedAs = Readonly<Record<string, readonly string[]>>;

export type IndexedPage = {page: string; sections: readonly AskSection[]; askedAs?: AskedAs};

/** The key of a section in `asked_as`: '#' and its anchor, as in the section's URL. */
export const askedAsKeyOf = (section: Pick<AskSection, 'anchor'>) => `#${section.anchor}`;

/** The page's sections with their `asked_as` questions; an unknown key (a renamed heading) fails, naming the page's keys. */
function withAskedAs({page, sections, askedAs}: IndexedPage): readonly AskSection[] {
  if (!askedAs) return sections;
  const keys = new Set(sections.map(askedAsKeyOf));
  const unknown = Object.keys(askedAs).filter((key) => !keys.has(key));
  if (unknown.length > 0) {
    throw new Error(
      `[ask-index] ${page}: asked_as names ${unknown.join(', ')}, which is no section of the page (a renamed heading?). Its sections are ${[...keys].join(', ')}.`,
    );
  }
  return sections.map((section) => {
    const questions = askedAs[askedAsKeyOf(section)];
    return questions && questions.length > 0 ? {...section, askedAs: [...questions]} : section;
  });
}

export function buildAskIndex(pages: readonly IndexedPage[]): AskIndex {
  const sections = pages.flatMap(withAskedAs);
  const seen = new Set<string>();
  for (const section of sections) {
    if (seen.has(section.id))
      throw new Error(`[ask-index] two sections share the id ${section.id}: a heading id is repeated on the page.`);
    seen.add(section.id);
    if (section.url !== (section.anchor ? `${section.page}#${section.anchor}` : section.page))
      throw new Error(`[ask-index] section ${section.id} has the URL ${section.url}.`);
  }
  const empty = pages.filter((page) => page.sections.length === 0).map((page) => page.page);
  if (empty.length > 0)
    throw new Error(
      `[ask-index] no text found on ${empty.join(', ')}: is the docs content container still .theme-doc-markdown?`,
    );
  return {version: 1, sections};
}

/** The index as written: compact JSON. */
export const serializeAskIndex = (index: AskIndex): string => JSON.stringify(index);
