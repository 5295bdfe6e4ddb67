import type {BlogContent, BlogPost} from '@docusaurus/plugin-content-blog';
import {describe, expect, it} from 'vitest';
import {
  LATEST_COUNT,
  buildCollectionsIndex,
  toBlogSummary,
  toCaseStudySummary,
  toNewsletterSummary,
} from './buildIndex';

function post(id: string, frontMatter: Record<string, unknown>, extra: Partial<BlogPost['metadata']> = {}): BlogPost {
  return {
    id,
    content: '',
    metadata: {
      permalink: `/x/${id}`,
      title: `Title ${id}`,
      description: `Description of ${id}`,
      date: new Date('2025-01-15T12:00:00Z'),
      authors: [{name: 'Jordan Lee', key: 'jordan', page: null, socials: {}, imageURL: undefined}],
      frontMatter,
      unlisted: false,
      ...extra,
    } as BlogPost['metadata'],
  } as BlogPost;
}

const content = (posts: BlogPost[]): BlogContent => ({blogPosts: posts}) as unknown as BlogContent;

describe('collections index', () => {
  it('summarises a blog post from its front matter, with the image and the gif when there is one', () => {
    const summary = toBlogSummary(
      post('p1', {
        slug: 'kpis',
        category: 'Market Analysis',
        image: '/img/blog/kpis.svg',
        gif: '/img/blog/kpis.gif',
        mediaType: 'gif',
      }),
    );
    expect(summary).toEqual({
      id: 'p1',
      slug: 'kpis',
      permalink: '/x/p1',
      title: 'Title p1',
      description: 'Description of p1',
      category: 'Market Analysis',
      date: '2025-01-15',
      author: 'Jordan Lee',
      image: '/img/blog/kpis.svg',
      gif: '/img/blog/kpis.gif',
      mediaType: 'gif',
    });
  });

  it('falls back to the id as slug, image media, and the team as author', () => {
    const summary = toBlogSummary(post('p2', {}, {authors: []}));
    expect(summary).toMatchObject({slug: 'p2', mediaType: 'image', author: 'BudBot Team'});
    expect(summary).not.toHaveProperty('gif');
  });

  it('summarises newsletter issues and case studies', () => {
    expect(
      toNewsletterSummary(
        post('n1', {issueNumber: 47, readTime: '8 min read', topics: ['Holiday', 'Data'], image: '/img/n.svg'}),
      ),
    ).toMatchObject({
      issueNumber: 47,
      readTime: '8 min read',
      topics: ['Holiday', 'Data'],
    });
    expect(
      toCaseStudySummary(post('c1', {client: 'Green Leaf', location: 'Los Angeles, CA', image: '/img/c.svg'})),
    ).toMatchObject({
      client: 'Green Leaf',
      location: 'Los Angeles, CA',
    });
  });

  it('counts listed entries and keeps only the newest few, in the order given', () => {
    const posts = ['a', 'b', 'c', 'd', 'e'].map((id) => post(id, {}, {unlisted: id === 'b'}));
    const index = buildCollectionsIndex({blog: content(posts)});
    expect(index.blog.count).toBe(4);
    expect(index.blog.latest.map((s) => s.id)).toEqual(['a', 'c', 'd'].slice(0, LATEST_COUNT));
    expect(index.newsletters).toEqual({count: 0, latest: []});
    expect(index.caseStudies).toEqual({count: 0, latest: []});
  });
});
