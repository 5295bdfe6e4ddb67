import {caseStudyFrontMatter} from '@site/src/lib/collections/typedFrontMatter';
import {listEntryMapper, type EntryBase} from '@site/src/lib/collections/listEntry';
import type {CaseStudyFrontMatter} from '@site/src/lib/collections/frontMatter';

export type StudySummary = EntryBase &
  Pick<CaseStudyFrontMatter, 'client' | 'industry' | 'location' | 'timeline' | 'image' | 'featured' | 'results'>;

export const toStudySummary = listEntryMapper(caseStudyFrontMatter, (fm): Omit<StudySummary, keyof EntryBase> => ({
  client: fm.client,
  industry: fm.industry,
  location: fm.location,
  timeline: fm.timeline,
  image: fm.image,
  featured: fm.featured,
  results: fm.results,
}));
