import type {Props as ListProps} from '@theme/BlogListPage';
import {changelogFrontMatter} from '@site/src/lib/collections/typedFrontMatter';
import type {ChangelogFrontMatter} from '@site/src/lib/collections/frontMatter';

export type ChangelogSummary = Pick<ChangelogFrontMatter, 'kind' | 'area' | 'highlights' | 'docs'> & {
  permalink: string;
  title: string;
  description: string;
  date: string;
};

/** Front matter was validated at build time (src/config/collections.ts); this only types it. */
export function toChangelogSummary({content}: ListProps['items'][number]): ChangelogSummary {
  const fm = changelogFrontMatter(content.frontMatter);
  const {metadata} = content;
  return {
    permalink: metadata.permalink,
    title: metadata.title,
    description: metadata.description,
    date: metadata.date,
    kind: fm.kind,
    area: fm.area,
    highlights: fm.highlights,
    docs: fm.docs,
  };
}
