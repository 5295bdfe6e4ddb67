import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {CONTENT} from '../data/constants';
import {validateFrontMatter, type CollectionId} from '../lib/collections/frontMatter';
import rehypeHydrationPieces from '../../plugins/lean-client/rehypeHydrationPieces';

type CollectionSpec = {
  id: CollectionId;
  title: string;
  description: string;
  listComponent: string;
  postComponent: string;
  /**
   * Entries per list page. Each card of a list page loads its entry's
   * excerpt module, so the blog, the collection that grows, is paginated;
   * the newsletter archive lists every issue by design, and case studies are few.
   */
  postsPerPage: number | 'ALL';
};

export const COLLECTIONS: readonly CollectionSpec[] = [
  {
    id: 'blog',
    title: 'BudBot Blog',
    description: 'Cannabis retail insights and AI technology updates for dispensary operators.',
    listComponent: '@site/src/components/Blog/ListPage',
    postComponent: '@site/src/components/Blog/PostPage',
    postsPerPage: CONTENT.blogPostsPerPage,
  },
  {
    id: 'newsletters',
    title: 'Cannabis Retail Intelligence Weekly',
    description: 'Weekly data, trends and playbooks for cannabis retailers, from the BudBot research team.',
    listComponent: '@site/src/components/Newsletter/ArchivePage',
    postComponent: '@site/src/components/Newsletter/IssuePage',
    postsPerPage: 'ALL',
  },
  {
    id: 'case-studies',
    title: 'BudBot Case Studies',
    description: 'How dispensaries recover carts, grow order value and keep customers with BudBot.',
    listComponent: '@site/src/components/CaseStudy/ListPage',
    postComponent: '@site/src/components/CaseStudy/DetailPage',
    postsPerPage: 'ALL',
  },
  {
    id: 'changelog',
    title: 'BudBot release notes',
    description: 'What changed in BudBot: new integrations, agent features, admin tools and fixes, newest first.',
    listComponent: '@site/src/components/Changelog/ListPage',
    postComponent: '@site/src/components/Changelog/EntryPage',
    postsPerPage: 'ALL',
  },
];

/** A collection's spec by its id, so the config names what it configures rather than counting. */
export function collectionById(id: CollectionId): CollectionSpec {
  const spec = COLLECTIONS.find((collection) => collection.id === id);
  if (!spec) throw new Error(`No collection with the id "${id}" in src/config/collections.ts`);
  return spec;
}

/**
 * One options object for the four blog-plugin instances: only the folder,
 * the components and the feed titles differ. Front matter is checked with our
 * zod schemas here, at build time, so a writer's typo fails the build with the
 * file and field named.
 */
export function collectionOptions(spec: CollectionSpec): BlogOptions {
  const hasFeed = spec.id !== 'case-studies';
  return {
    id: spec.id === 'blog' ? 'default' : spec.id,
    path: spec.id,
    routeBasePath: spec.id,
    blogTitle: spec.title,
    blogDescription: spec.description,
    blogListComponent: spec.listComponent,
    blogPostComponent: spec.postComponent,
    postsPerPage: spec.postsPerPage,
    // The list pages (and the blog's numbered pages) reach every entry; the theme's stock archive pages would only duplicate them.
    archiveBasePath: null,
    blogSidebarCount: 0,
    showReadingTime: false,
    onInlineTags: 'ignore',
    onInlineAuthors: 'ignore',
    onUntruncatedBlogPosts: 'ignore',
    // Each `##` section hydrates on its own, as a guide's do: an article was one long task on a phone.
    rehypePlugins: [rehypeHydrationPieces],
    feedOptions: hasFeed
      ? {
          type: ['rss', 'atom'],
          title: spec.title,
          description: spec.description,
          copyright: `Copyright © ${new Date().getFullYear()} BudBot`,
          xslt: false,
        }
      : {type: null},
    processBlogPosts: async ({blogPosts}) => {
      for (const post of blogPosts) {
        validateFrontMatter(spec.id, post.metadata.source.replace('@site/', ''), post.metadata.frontMatter);
      }
      return blogPosts;
    },
  } as BlogOptions;
}
