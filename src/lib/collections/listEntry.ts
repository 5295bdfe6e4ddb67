import type {Props as ListProps} from '@theme/BlogListPage';

/** One item of a collection's list page, as the blog plugin hands it over. */
export type ListItem = ListProps['items'][number];
type Metadata = ListItem['content']['metadata'];

/** What every collection's list entry takes from the plugin's metadata. */
export type EntryBase = {permalink: string; title: string; description: string; date: string};

/**
 * The mapper from a list item to a collection's summary: the metadata every
 * entry shares, plus what `pick` takes from the typed front matter (and, for
 * authors, the metadata). Front matter was validated at build time
 * (src/config/collections.ts); `parse` only types it and fills its defaults.
 */
export function listEntryMapper<F, T extends object>(
  parse: (frontMatter: unknown) => F,
  pick: (fm: F, metadata: Metadata) => T,
) {
  return ({content}: ListItem): EntryBase & T => {
    const {metadata} = content;
    return {
      permalink: metadata.permalink,
      title: metadata.title,
      description: metadata.description,
      date: metadata.date,
      ...pick(parse(content.frontMatter), metadata),
    };
  };
}
