/**
 * What an unknown address inside a list says (docs-engineering/decisions.md#unknown-paths): its own
 * title and sentence, and a link back to the list. Every other unknown address goes home.
 */
export type NotFoundSection = {
  /** The list's address; any path below it belongs to this section. */
  list: string;
  title: string;
  text: string;
  /** The link back to the list. */
  back: string;
};

export const NOT_FOUND_SECTIONS: readonly NotFoundSection[] = [
  {
    list: '/blog',
    title: 'Article Not Found',
    text: "The blog post you're looking for could not be found.",
    back: '← Back to Blog',
  },
  {
    list: '/newsletters',
    title: 'Issue Not Found',
    text: "The newsletter issue you're looking for could not be found.",
    back: '← Back to Newsletters',
  },
  {
    list: '/case-studies',
    title: 'Case Study Not Found',
    text: "The case study you're looking for could not be found.",
    back: '← Back to Case Studies',
  },
  {
    list: '/docs',
    title: 'Page Not Found',
    text: "This Help Center page doesn't exist or has moved. The Help Center home lists every guide.",
    back: '← Back to the Help Center',
  },
  {
    list: '/changelog',
    title: 'Release Note Not Found',
    text: "The release note you're looking for could not be found.",
    back: '← Back to Release Notes',
  },
];

/** The page the static build writes for each section, served with a 404 status for unknown entries. */
export const NOT_FOUND_PAGE = '404';
