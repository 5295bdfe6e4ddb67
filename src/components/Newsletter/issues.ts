import type {Props as ListProps} from '@theme/BlogListPage';
import {newsletterFrontMatter} from '@site/src/lib/collections/typedFrontMatter';

export type IssueSummary = {
  permalink: string;
  issueNumber: number;
  title: string;
  date: string;
  readTime: string;
  topics: string[];
  preview: string;
  image: string;
  featured: boolean;
};

/** Front matter was validated at build time; parsing again types it and applies defaults. */
export function toIssueSummary({content}: ListProps['items'][number]): IssueSummary {
  const fm = newsletterFrontMatter(content.frontMatter);
  const {metadata} = content;
  return {
    permalink: metadata.permalink,
    issueNumber: fm.issueNumber,
    title: metadata.title,
    date: metadata.date,
    readTime: fm.readTime,
    topics: fm.topics,
    preview: fm.preview,
    image: fm.image,
    featured: fm.featured,
  };
}

/** Address that opens an issue and its print dialog (Download PDF, decisions.md). */
export const pdfLink = (permalink: string) => `${permalink}?download=pdf`;
