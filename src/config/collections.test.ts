import {describe, expect, it} from 'vitest';
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {COLLECTIONS, collectionOptions} from './collections';

const goodBlogFrontMatter = {
  slug: 'menu-search-terms',
  title: 'What Shoppers Type Into Your Menu Search',
  description: 'The search terms dispensary shoppers use most, and how to answer each one.',
  category: 'Market Analysis',
  date: '2025-03-01',
  authors: 'maya-chen',
  image: '/img/blog/menu-search-terms.svg',
  mediaType: 'image',
};

/** Only the fields processBlogPosts reads; the rest of a BlogPost does not matter here. */
function fakePost(source: string, frontMatter: Record<string, unknown>): BlogPost {
  const post = {id: 'fake', content: '', metadata: {source, frontMatter}};
  return post as unknown as BlogPost;
}

function process(collection: number, posts: BlogPost[]) {
  const spec = COLLECTIONS[collection]!;
  const {processBlogPosts} = collectionOptions(spec);
  if (!processBlogPosts) throw new Error(`${spec.id} has no processBlogPosts`);
  return processBlogPosts({blogPosts: posts});
}

describe('front matter is validated at build time', () => {
  it('accepts a valid post', async () => {
    const posts = [fakePost('@site/blog/2025-03-01-menu-search-terms.mdx', goodBlogFrontMatter)];
    await expect(process(0, posts)).resolves.toEqual(posts);
  });

  it('names the file and the field of a wrong category', async () => {
    const posts = [
      fakePost('@site/blog/2025-03-01-menu-search-terms.mdx', {...goodBlogFrontMatter, category: 'Gossip'}),
    ];
    await expect(process(0, posts)).rejects.toThrow(/blog\/2025-03-01-menu-search-terms\.mdx[\s\S]*field "category"/);
  });

  it('names a missing conditional field (a gif post without its gif)', async () => {
    const posts = [fakePost('@site/blog/x.mdx', {...goodBlogFrontMatter, mediaType: 'gif'})];
    await expect(process(0, posts)).rejects.toThrow(/blog\/x\.mdx[\s\S]*field "gif"/);
  });

  it('checks newsletters and case studies with their own schemas', async () => {
    const issue = [
      fakePost('@site/newsletters/2025-03-02-issue-48.mdx', {...goodBlogFrontMatter, issueNumber: 'forty-eight'}),
    ];
    await expect(process(1, issue)).rejects.toThrow(/newsletters\/2025-03-02-issue-48\.mdx[\s\S]*field "issueNumber"/);
    const study = [fakePost('@site/case-studies/denver.mdx', {...goodBlogFrontMatter})];
    await expect(process(2, study)).rejects.toThrow(/case-studies\/denver\.mdx[\s\S]*field "client"/);
  });

  it('checks release notes: kind, area and a Help Center link', async () => {
    const note = {
      slug: 'treez-real-time-inventory',
      title: 'Real-time inventory from Treez',
      description: 'Stock changes from Treez arrive as they happen.',
      date: '2026-06-09',
      kind: 'New',
      area: 'Integrations',
      highlights: ['Sold-out products leave recommendations at once.'],
      docs: '/docs/integrations/treez',
    };
    const good = [fakePost('@site/changelog/2026-06-09-treez.mdx', note)];
    await expect(process(3, good)).resolves.toEqual(good);
    const wrongKind = [fakePost('@site/changelog/2026-06-09-treez.mdx', {...note, kind: 'Shiny'})];
    await expect(process(3, wrongKind)).rejects.toThrow(/changelog\/2026-06-09-treez\.mdx[\s\S]*field "kind"/);
    const wrongLink = [fakePost('@site/changelog/x.mdx', {...note, docs: '/pricing'})];
    await expect(process(3, wrongLink)).rejects.toThrow(/field "docs": must be a Help Center path/);
  });
});
