import {newsletterFrontMatter} from '@site/src/lib/collections/typedFrontMatter';
import {listEntryMapper, type EntryBase} from '@site/src/lib/collections/listEntry';

export type IssueSummary = EntryBase & {
  issueNumber: number;
  readTime: string;
  topics: string[];
  preview: string;
  image: string;
  featured: boolean;
};

export const toIssueSummary = listEntryMapper(newsletterFrontMatter, (fm): Omit<IssueSummary, keyof EntryBase> => ({
  issueNumber: fm.issueNumber,
  readTime: fm.readTime,
  topics: fm.topics,
  preview: fm.preview,
  image: fm.image,
  featured: fm.featured,
}));

/** Address that opens an issue and its print dialog (Download PDF, docs-engineering/decisions.md#button-targets). */
export const pdfLink = (permalink: string) => `${permalink}?download=pdf`;
