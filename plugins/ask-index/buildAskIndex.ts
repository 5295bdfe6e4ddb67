/**
 * Assembles the Ask index from the pages' sections: the pages in sidebar
 * order, the sections of each in page order, and checks what the engine relies
 * on (unique ids, one URL per section) so a broken index fails the build.
 */
import type {AskIndex, AskSection} from '../../src/lib/ask/types';

export type IndexedPage = {page: string; sections: readonly AskSection[]};

export function buildAskIndex(pages: readonly IndexedPage[]): AskIndex {
  const sections = pages.flatMap(({sections: pageSections}) => pageSections);
  const seen = new Set<string>();
  for (const section of sections) {
    if (seen.has(section.id)) throw new Error(`[ask-index] two sections share the id ${section.id}: a heading id is repeated on the page.`);
    seen.add(section.id);
    if (section.url !== (section.anchor ? `${section.page}#${section.anchor}` : section.page)) throw new Error(`[ask-index] section ${section.id} has the URL ${section.url}.`);
  }
  const empty = pages.filter((page) => page.sections.length === 0).map((page) => page.page);
  if (empty.length > 0) throw new Error(`[ask-index] no text found on ${empty.join(', ')}: is the docs content container still .theme-doc-markdown?`);
  return {version: 1, sections};
}

/** The index as written: compact JSON. */
export const serializeAskIndex = (index: AskIndex): string => JSON.stringify(index);
