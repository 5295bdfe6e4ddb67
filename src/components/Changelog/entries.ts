import {changelogFrontMatter} from '@site/src/lib/collections/typedFrontMatter';
import {listEntryMapper, type EntryBase} from '@site/src/lib/collections/listEntry';
import type {ChangelogFrontMatter} from '@site/src/lib/collections/frontMatter';

export type ChangelogSummary = EntryBase & Pick<ChangelogFrontMatter, 'kind' | 'area' | 'highlights' | 'docs'>;

export const toChangelogSummary = listEntryMapper(
  changelogFrontMatter,
  (fm): Omit<ChangelogSummary, keyof EntryBase> => ({
    kind: fm.kind,
    area: fm.area,
    highlights: fm.highlights,
    docs: fm.docs,
  }),
);
