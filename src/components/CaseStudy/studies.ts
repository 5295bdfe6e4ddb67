import type {Props as ListProps} from '@theme/BlogListPage';
import {caseStudyFrontMatter} from '@site/src/lib/collections/typedFrontMatter';
import type {CaseStudyFrontMatter} from '@site/src/lib/collections/frontMatter';

export type StudySummary = Pick<CaseStudyFrontMatter, 'client' | 'industry' | 'location' | 'timeline' | 'image' | 'featured' | 'results'> & {
  permalink: string;
  title: string;
  description: string;
};

/** Front matter was validated at build time; parsing again types it and applies defaults. */
export function toStudySummary({content}: ListProps['items'][number]): StudySummary {
  const fm = caseStudyFrontMatter(content.frontMatter);
  const {metadata} = content;
  return {
    permalink: metadata.permalink,
    title: metadata.title,
    description: metadata.description,
    client: fm.client,
    industry: fm.industry,
    location: fm.location,
    timeline: fm.timeline,
    image: fm.image,
    featured: fm.featured,
    results: fm.results,
  };
}
